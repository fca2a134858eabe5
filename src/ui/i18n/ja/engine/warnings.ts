/** エンジンの警告の文（`results.engine.warning`、警告 ID と変種がキー）と、警告が挙げる RAID の規則。 */
const warnings = {
  /** 警告: キーは警告の ID。`_short` などは `params.variant` が選ぶ変種、`_other` は複数形。 */
  warning: {
    // File Storage with Lustre
    'lustre-data-exceeds': '{{dataGB}} GB のデータは {{capacityGB}} GB（{{capacityTiB}} TiB）に収まりません。',
    'lustre-metadata-unchecked':
      '毎秒 {{ops}} 回のメタデータ操作が要求されていますが、Lustre のメタデータ性能は公開されていないため、この計画はそれを満たすとは言えません。',
    'lustre-capacity-rounded': '{{requestedGB}} GB は Lustre の有効な容量ではないため、{{capacityGB}} GB（{{capacityTiB}} TiB）に切り上げました。',
    'lustre-minimum-dominates':
      '最小容量 {{minTiB}} TiB（{{capacityGB}} GB）は格納量にかかわらず課金されます。{{dataGB}} GB のデータに月額 {{monthlyUSD}} かかります。',
    'lustre-grow-only':
      '容量は増やすことしかできません。{{stepBreakTiB}} TiB までは {{smallStepTiB}} TiB 単位、それ以降は {{largeStepTiB}} TiB 単位で増え、減らすことはできません。増加後の数時間はデータの再配置で性能が下がることがあります。最大サイズやサービス制限は公開されていないため、{{capacityTiB}} TiB を作成できることをテナンシで確認してください。',
    'lustre-client-required':
      'ファイル・システムをマウントするすべてのホストに Lustre クライアント・パッケージが必要です（Kubernetes の CSI ドライバは Oracle Linux 8 x86 と Ubuntu 22.04 x86 に対応）。',
    'lustre-single-ad':
      'Lustre のファイル・システムは 1 つの可用性ドメインにあります。クライアントも同じドメインに置いてください。別のドメインへのレプリケーションは記載されていません。',
    'lustre-performance-unit-inferred_other':
      'Oracle はパフォーマンス・ユニット 1 単位が何を表すかを示していません。この価格は、TB 当たり {{tier}} MB/s の階層で GB 当たり {{units}} ユニット（ストレージに加えて GB・月当たり {{perGBMonthUSD}}）と仮定しています。',
    'lustre-small-io':
      '{{ioSizeKiB}} では階層の値（TB 当たりのスループット）に届かないことがあります。Lustre の小さい I/O やメタデータの性能は公開されていません。',
    'lustre-small-io-unchecked': 'Lustre の小さい I/O の性能は公開されていないため、{{ioSizeKiB}} の I/O は満たすとは言えません。',
    'lustre-clients-unknown': 'クライアントの台数が指定されていないため、クライアントのネットワークと並行度は確認していません。',
    'lustre-client-network-short_read_other':
      'クライアントのネットワークが不足しています。{{clients}} 台 × {{clientMBps}} MB/s では、要求された読み取り {{demandMBps}} MB/s のうち {{capacityMBps}} MB/s しか運べません。クライアントを追加するか、より大きいシェイプを選んでください。',
    'lustre-client-network-short_write_other':
      'クライアントのネットワークが不足しています。{{clients}} 台 × {{clientMBps}} MB/s では、要求された書き込み {{demandMBps}} MB/s のうち {{capacityMBps}} MB/s しか運べません。クライアントを追加するか、より大きいシェイプを選んでください。',
    'lustre-concurrency-short_other':
      '並行度で制限されます。{{clients}} 台のクライアントがそれぞれ {{outstanding}} 個の操作を同時に処理し、1 回 {{latencyMs}} ミリ秒では毎秒最大 {{maxOps}} 回しか完了せず、必要な {{ops}} 回に届きません。',
    'lustre-concurrency-unknown': 'スレッド数もキューの深さも指定されていないため、並行度は確認していません（1 操作 {{latencyMs}} ミリ秒として）。',
    // File Storage
    'limit-increase_other':
      'マウント・ターゲット（{{type}}）{{mountTargets}} 個は、可用性ドメイン当たりの{{whose}}（{{limit}} 個）を超えます。構築する前にサービス制限の引上げをリクエストしてください。',
    'hpmt-commitment_short_other':
      '{{mountTargets}} 個の {{type}} は、性能を確実に得るためにそれぞれ {{perMountTargetGB}} GB の格納データを必要とし（2024 年の資料はこの容量でバックエンドへの分散を見積もっています）、これは 30 日間の課金コミットメントを伴う容量エンタイトルメントでもあります。格納データは {{storedGB}} GB のため、性能が公表値に届かない可能性があり、{{entitlementGB}} GB 分が課金されます。データだけの場合より月額で約 {{extraUSD}} 高くなります。',
    'hpmt-commitment_covered_other':
      '{{mountTargets}} 個の {{type}} が性能を得るには {{entitlementGB}} GB の格納データが必要で、これは 30 日間のコミットメントを伴うエンタイトルメントとして課金されます。格納データ {{storedGB}} GB がその両方を満たしているため、マウント・ターゲットによる追加料金はありません。',
    'metadata-caching':
      '1 つのファイル・システムを {{mountTargets}} 個のマウント・ターゲットからエクスポートすると、メタデータのキャッシングが無効になります。シングルスレッドでレイテンシの影響を受けやすい処理や、メタデータ操作の多い処理は遅くなります。',
    connections_plain_other:
      '最も負荷の高いマウント・ターゲットにはクライアント {{clients}} 台、接続 {{connections}} 本が割り当てられ、マウント・ターゲット 1 個が受け付ける {{perMountTarget}} を超えます。',
    connections_encrypted_other:
      '最も負荷の高いマウント・ターゲットには暗号化クライアント {{clients}} 台が割り当てられ、転送中の暗号化でマウント・ターゲット 1 個が受け付ける {{perMountTarget}} 台を超えます。',
    'clients-fewer-than-mount-targets_other':
      'マウント・ターゲット {{mountTargets}} 個に対してクライアントが {{clients}} 台しかありません。クライアントは静的に割り当てられるため、使われないマウント・ターゲットが生じます。マウント・ターゲット 1 個につき少なくとも 1 台のクライアントを計画してください。',
    'clients-too-small_other':
      '{{clients}} 台のクライアントが転送できる NFS データは合計で最大 {{networkMBps}} MB/秒（各 {{clientMBps}} MB/秒。回線速度の {{payloadPercent}}% がペイロード）ですが、ワークロードには {{neededMBps}} MB/秒が必要です。クライアントを追加するか、ネットワーク帯域幅の広いシェイプを選んでください。',
    'client-shape-unknown': 'クライアントのシェイプが指定されていないため、クライアントのネットワーク帯域幅は確認していません。',
    tls_linux:
      '転送中の暗号化: 各マウント・ターゲットが受け付ける暗号化クライアントは最大 {{limit}} 台です（Linux の oci-fss-utils。nconnect の値にかかわらずクライアント単位で数えます）。すべてのクライアントに TLS パッケージをインストールし、IP アドレスでマウントしてください。',
    tls_windows:
      '転送中の暗号化: 各マウント・ターゲットが受け付ける暗号化クライアントは最大 {{limit}} 台です（Windows の stunnel。nconnect の値にかかわらずクライアント単位で数えます）。すべてのクライアントに TLS パッケージをインストールし、IP アドレスでマウントしてください。',
    alarm:
      'マウント・ターゲットごとに MountTargetIOPS が {{backendIops}}（{{maxBackendIops}} の {{alarmPercent}}%）に達したらアラームを出すように設定し、その状態が続く場合はマウント・ターゲットを追加してください。',
    'mount-options':
      '最新の Linux では nconnect={{nconnect}} でマウントし、rsize と wsize は設定しないでください。クライアントはマウント・ターゲットと同じ可用性ドメインに配置してください。',
    'directory-size':
      '各ディレクトリのファイル数は {{files}} 未満に抑えてください。ディレクトリが大きくなると、ディレクトリを頻繁に読み取るアプリケーションの処理速度が低下します。',
    'carried-figures':
      '現在の OCI のドキュメントが公開しているのは、マウント・ターゲットのタイプごとの読み取りスループットだけです。書き込み帯域幅とバックエンド IOPS は {{from}} の数値を引き継いでいます。',
    'fss-measured-basis_measured':
      '測定値で計画しています: 2024 年の資料では、{{readIoSizeKiB}} の読み取りで {{type}} 1 個あたり {{measuredBackendIops}} バックエンド IOPS が測定されました（表 1 では {{documentedBackendIops}}）。書き込みとメタデータ操作は表 1 の値のままです（資料が測定したのは読み取りのみです）。',
    'fss-measured-basis_extrapolated':
      '測定値から外挿して計画しています: 2024 年の資料が {{type}} 1 個を測定したのは 4 KiB と 1 MiB の読み取りだけです。その間（READ 1 回あたりの固定時間とバイトあたりの時間）で見積もると、{{readIoSizeKiB}} の読み取りで約 {{measuredBackendIops}} バックエンド IOPS です（表 1 では {{documentedBackendIops}}）。書き込みとメタデータ操作は表 1 の値のままです。',
    'fss-measured-basis_derived':
      '測定値から導いて計画しています: 2024 年の資料が測定したのは HPMT-80 だけです。{{type}} は表 1 の値に同じ比率を掛け、{{readIoSizeKiB}} の読み取りで約 {{measuredBackendIops}} バックエンド IOPS としています（表 1 では {{documentedBackendIops}}）。書き込みとメタデータ操作は表 1 の値のままです。',
    'fss-measured-basis_bandwidth':
      '測定値で計画しています: 2024 年の資料では、{{type}} 1 個が 1 MiB の読み取りで {{measuredMBps}} MB/秒を処理しました。表 1 の {{documentedMBps}} MB/秒を上回る測定値で、公表値ではありません。',
    'fss-measured-silent_edition-unmeasured': '測定値での計画が指定されていますが、{{edition}} には測定値が公開されていないため、公表値で計画しています。',
    'fss-measured-silent_type-unmeasured':
      '測定値での計画が指定されていますが、2024 年の資料が測定したのは HPMT-80 だけで、{{type}} のマウント・ターゲットに当てはめられる比率はありません。表 1 の値で計画しています。',
    'client-assignment':
      '各クライアントは 1 つのマウント・ターゲットにマウントします。最も負荷の高いマウント・ターゲットはそれぞれ {{busiest}} 台、そのほかは {{others}} 台のクライアントを受け持ち、最も負荷の高いものを目標使用率以内に収めています。',
    'client-assignment-even':
      '各クライアントは 1 つのマウント・ターゲットにマウントします。{{mountTargets}} 個のマウント・ターゲットにそれぞれ {{busiest}} 台です。',
    'client-share-exceeds_other':
      '{{clients}} 台の各クライアントの負荷が、目標使用率でマウント・ターゲット 1 個が処理できる量を超えます。クライアントは 1 つのマウント・ターゲットにしかマウントしないため、クライアントを追加してください（または各クライアントの処理をより多くのクライアントに分けてください）。',
    'concurrency-unknown': 'スレッド数とキューの深さが指定されていないため、並行度は確認していません（操作 1 回 {{latencyMs}} ミリ秒として）。',
    'concurrency-needed_other':
      'スレッド数とキューの深さが指定されていないため、並行度は確認していません。操作 1 回 {{latencyMs}} ミリ秒では、要件を満たすにはクライアント当たり約 {{neededPerClient}} 個の操作を同時に処理する必要があります。',
    'concurrency-short_other':
      '並行度で制限されます。{{clients}} 台のクライアントがそれぞれ {{outstanding}} 個の操作を同時に処理し、1 回 {{latencyMs}} ミリ秒では毎秒最大 {{maxOps}} 回しか完了せず、必要な {{ops}} 回に届きません。クライアント当たり約 {{neededPerClient}} 個の操作を同時に処理する必要があります。スレッド数かキューの深さを増やすか、クライアントを追加してください。',
    'clients-unknown': 'クライアントの台数が指定されていないため、クライアントのネットワーク、並行度、マウント・ターゲットへの割当ては確認していません。',
    'tls-silent': '{{edition}} には暗号化クライアントの上限の記載がないため、通常の接続数の上限を使っています。',
    'fss-2019-floor':
      '2019 年の数値は資料が「少なくとも」達成できるとする値のため、計画は 100% でこれを満たします。後の資料の目標使用率 {{defaultPercent}}% は適用していません（余裕を持たせるには目標使用率を指定してください）。',
    'client-ocpus-assumed_other':
      '{{shape}} の OCPU 数が指定されていないため、クライアント当たり {{ocpus}} OCPU（各 {{clientMBps}} MB/秒）と仮定しています。確認するには、クライアントが実際に使う OCPU 数を入力してください。',
    'instance-ocpus-assumed_other':
      '{{shape}} の OCPU 数が指定されていないため、{{ocpus}} OCPU（Block Volume は {{iops}} IOPS、{{mbps}} MB/秒まで）と仮定しています。確認するには、インスタンスが実際に使う OCPU 数を入力してください。',
    'fss-2019-floor-target': '2019 年の数値は資料が「少なくとも」達成できるとする下限ですが、指定された目標使用率 {{percent}}% を適用しています。',
    'metadata-exceeds_other':
      'メタデータ操作だけで {{mountTargets}} 個のマウント・ターゲットが処理できる量をすべて使い切る（または超える）ため、データ操作を処理する余地がありません。',
    'fss-2019-model':
      '2019 年の資料は File Storage の性能を格納データ量に比例させており、マウント・ターゲット、書き込み IOPS、8 KiB を超える読み取り IOPS には触れていません。このモデルは後の資料で置き換えられています。',
    'fss-2019-capacity': 'このモデルでは、要求された性能を得るには約 {{neededGB}} GB のデータを格納する必要があり、現在の {{storedGB}} GB を上回ります。',
    // Block Volume
    striping:
      '{{volumes}} 個のボリュームを（LVM または ASM で）ストライプ化して性能を合算し、クラッシュ整合性のあるバックアップとクローンのためにボリューム・グループにまとめてください。',
    'no-sla': '{{level}}のボリュームは IOPS パフォーマンス SLA の対象外で、レイテンシが高く不安定になることがあります。',
    multipath:
      '超高パフォーマンス（UHP）には、マルチパス対応のアタッチメント（ベア・メタル、または 16 OCPU 以上の VM）とBlock Volume 管理プラグインが必要です。',
    'uhp-shape_other': '{{ocpus}} OCPU の {{shape}} はマルチパス・アタッチメントを使用できないため、UHP ボリュームは公表値に達しません。',
    paravirtualized:
      '準仮想化アタッチメントでは大きなボリュームの最大 IOPS が下がりますが、その程度は資料に記載されていません。IOPS の SLA は iSCSI に適用されます（準仮想化は大きな VM の場合のみ）。',
    'bv-size-clamped': '{{askedGB}} GB のボリュームはここでは作成できません（ボリュームは {{minGB}}〜{{maxGB}} GB）。{{sizeGB}} GB として評価しました。',
    'bv-printed-8k_held':
      '8 KiB では、{{level}}の表は {{rowGB}} GB のボリュームに {{printedMBps}} MB/秒と記載しており、これはそのサイズで GB 当たりの規則が示す値の {{sharePercent}}% です。{{sizeGB}} GB のボリュームにも同じ割合を当てはめ、{{heldMBps}} MB/秒として計画します（規則だけなら {{formulaMBps}} MB/秒）。',
    'bv-printed-8k_row':
      '8 KiB では、{{level}}の表は {{rowGB}} GB のボリュームに {{printedMBps}} MB/秒と記載しています。{{sizeGB}} GB のボリュームがそれ以上の大きさのボリュームを上回ることはないため、GB 当たりの規則による {{formulaMBps}} MB/秒ではなく、記載値を使います。',
    'bv-host-measured': '合計は、1 台のホストで {{volumes}} 個のボリュームを同時に使った実測値（{{iops}} IOPS、{{mbps}} MB/秒）までに抑えています。',
    'bv-concurrency-unknown': 'スレッド数とキューの深さが指定されていないため、並行度は確認していません（I/O 1 回 {{latencyMs}} ミリ秒として）。',
    'bv-concurrency_other':
      '並行度で制限されます。処理中の I/O {{outstanding}} 個、1 回 {{latencyMs}} ミリ秒では毎秒最大 {{maxOps}} 回しか完了しません。毎秒 {{iops}} 回には約 {{needed}} 個の I/O を同時に処理する必要があります。',
    'instance-unpublished':
      '{{shape}} のインスタンス当たりのブロック・ボリューム制限は公開されていないため、その IOPS、スループット、ネットワークの制限は確認していません。複数のボリュームは、代わりに実測されたホストの上限までに抑えています。',
    'bv-bare-metal-iscsi': '{{shape}} はベア・メタルで、ブロック・ボリュームは iSCSI でしかアタッチできないため、準仮想化ではなく iSCSI で計画しました。',
    'instance-unknown': 'インスタンスのシェイプが指定されていないため、インスタンス当たりの IOPS、スループット、VM のネットワーク制限は確認していません。',
    'bv-infeasible_shape':
      '1 台の {{shape}} 上のボリュームをどう組み合わせても、{{ioSizeKiB}} で毎秒 {{iops}} 回の操作は処理できません。処理を複数のインスタンスに分散するか、File Storage または Dense I/O を検討してください。',
    'bv-infeasible_capacity':
      '{{capacityGB}} GB は 1 つのインスタンスにアタッチできる容量を超えています（最大 {{volumes}} ボリューム × {{volumeGB}} GB = {{maxGB}} GB）。データを複数のインスタンスに分けるか、File Storage または Lustre を検討してください。',
    'bv-infeasible_instance':
      '1 つのインスタンス上のボリュームをどう組み合わせても、{{ioSizeKiB}} で毎秒 {{iops}} 回の操作は処理できません。処理を複数のインスタンスに分散するか、File Storage または Dense I/O を検討してください。',
    'bv-aggregate-limit':
      'Block Volume の合計 {{totalGB}} GB は、可用性ドメイン当たりのデフォルトの上限 {{limitGB}} GB を超えます。制限の引上げをリクエストしてください。',
    // Dense I/O
    'nvme-durability':
      'OCI はローカル NVMe に対して RAID、バックアップ、スナップショットを提供しません。データの保護はお客様の責任です。ドライブが故障した場合は、ただちにデータを新しいインスタンスにコピーしてください。',
    'raid-invalid': 'RAID {{raid}} には {{rule}}のドライブが必要ですが、このシェイプのドライブは {{drives}} 台です。',
    raid0: 'RAID 0 では、いずれか 1 台のドライブが故障するとアレイ全体が失われます。RAID 10 なら容量は半分になりますが、データのコピーが残ります。',
    'io-size':
      'Dense I/O の数値は 4 KiB の I/O についてのみ公表されており、スループットは公表されていません。このため {{ioSizeKiB}} の I/O 1 回を 4 KiB の I/O {{factor}} 回として数え、4 KiB の数値が運ぶバイト数を超えないように計画します。控えめな見積もりです。fio で確認してください。',
    'typical-not-guaranteed_extrapolated': '標準値は外挿値であり、保証されていません。ここで OCI が保証するのは {{guaranteed}} IOPS です。',
    'typical-not-guaranteed_sla':
      '標準値として SLA 下限を使用しています（このシェイプにはほかの公表値がありません）。ここで OCI が保証するのは {{guaranteed}} IOPS です。',
    'previous-generation': '{{shape}} は旧世代のシェイプです。',
    'dio-infeasible_sla':
      'SLA 下限で、RAID {{raid}} の {{iops}} IOPS と使用可能容量 {{capacityGB}} GB を 1 台で満たす Dense I/O シェイプはありません。最も近いものを表示しています。ローカル NVMe は共有されないため、分割するにはデータを複数のインスタンスにシャーディングする必要があります。',
    'dio-hosts-too-small':
      '置き換えるクライアント 1 台（入力値: {{ocpus}} OCPU、{{memoryGB}} GB）と同等以上の Dense I/O シェイプはありません（最大のシェイプは {{maxOcpus}} OCPU、{{maxMemoryGB}} GB）。',
    'dio-infeasible_typical':
      '標準値で、RAID {{raid}} の {{iops}} IOPS と使用可能容量 {{capacityGB}} GB を 1 台で満たす Dense I/O シェイプはありません。最も近いものを表示しています。ローカル NVMe は共有されないため、分割するにはデータを複数のインスタンスにシャーディングする必要があります。',
    latency_stated: '資料が示すローカル NVMe のレイテンシは {{promisedUs}} マイクロ秒未満までで、要求の {{maxLatencyUs}} マイクロ秒は保証されていません。',
    latency_measured:
      'あなたの fio 実行では、このローカル NVMe 構成の 1 操作あたりのレイテンシは {{promisedUs}} マイクロ秒で、要求の {{maxLatencyUs}} マイクロ秒を超えています。',
  },

  /** RAID レベルごとのドライブ数の条件（raid-invalid の {{rule}}）。 */
  raidRule: {
    '0': '1 台以上',
    '1': 'ちょうど 2 台',
    '10': '4 台以上の偶数台',
    '5': '3 台以上',
    '6': '4 台以上',
  },

  /** 引上げが必要かを判断する制限（limit-increase の {{whose}}）。 */
  limitWhose: {
    default: 'デフォルトの制限',
    tenancy: 'お使いのテナンシーの制限',
  },
} as const;

export default warnings;
