/** エンジンのその他のコードの文: 改善策、理由、比較、コストの行と注記、単位、マウント・ターゲットとレベルの名前。 */
const codes = {
  /** どの構成も要件を満たさないとき、満たすために変えられること: キーは対処コード（variant はコンテキスト）。 */
  remedy: {
    'more-clients': 'クライアント・インスタンスを増やす: {{clients}} 台以上。',
    'more-clients_design': 'クライアント・インスタンスを増やす: {{clients}} 台あれば、{{mountTargets}} × {{type}} で満たせます。',
    'larger-client': '各クライアント・インスタンスが {{mbpsPerClient}} MB/秒以上を転送できるようにする。',
    'larger-client_shape':
      'より大きなクライアント・インスタンスにする: 各 {{ocpus}} OCPU の {{shape}}（クライアントあたり NFS ペイロード {{mbpsPerClient}} MB/秒）。',
    'larger-client_network': 'ネットワーク帯域の大きいクライアント・インスタンスにする: 各クライアントに NFS ペイロード {{mbpsPerClient}} MB/秒が必要です。',
    'larger-client_bv': 'Block Volume の上限が {{iops}} IOPS、{{mbps}} MB/秒に達するインスタンスにする（目標使用率で要件を満たすのに必要な値）。',
    'larger-client_multipath': 'ベア・メタル、または {{ocpus}} OCPU 以上の VM にする: 超高パフォーマンスのボリュームにはマルチパス・アタッチメントが必要です。',
    'raise-target': '目標使用率を上げる: 構成が要件を満たす最も低い値は {{targetPercent}}% です（余裕は小さくなります）。',
    'more-concurrency': '同時に処理中の操作を増やす: 各クライアントに約 {{outstanding}} 必要です（スレッド数 × キューの深さ）。',
    'more-volumes': 'ボリュームを増やす: {{volumes}} 個。',
    'higher-level': 'より高いパフォーマンス・レベルにする: {{level}}。',
    'more-instances': 'インスタンスを増やす: {{instances}} 台に分散し、それぞれに専用のストレージを用意します。',
    'more-instances_dio': 'ホストを増やす: RAID {{raid}} の {{shape}} × {{instances}} なら、データを分けて満たせます。',
    'other-raid': '別の RAID レベルにする: RAID {{raid}} なら {{shape}} で満たせます。',
    'other-raid_unprotected': '別の RAID レベルにする: RAID {{raid}} なら {{shape}} で満たせますが、保護はありません（スクラッチ・データのみ）。',
    'larger-shape': 'ドライブの多いシェイプにする。',
    'other-type': '別のマウント・ターゲット・タイプにする: {{mountTargets}} × {{type}} で満たせます。',
    'split-workload': 'ワークロードを分割する: このサービスの単一の構成では全体を満たせません。',
    'split-workload_host':
      '各クライアントの処理をより小さいホストに分割する: 最大の Dense I/O シェイプ（{{maxOcpus}} OCPU、{{maxMemoryGB}} GB）でもクライアント 1 台に足りません。',
    'split-workload_demand': '1 つの構成に求める量を減らす: {{capacityGB}} GB で {{iops}} IOPS を満たす Dense I/O の構成はありません。',
    'split-workload_parts': 'ワークロードを分割する: {{parts}} 等分すれば、それぞれが目標内に収まります。',
  },

  /** 計画の基準（Dense I/O の選定理由の {{basis}}）。 */
  plannedOn: {
    sla: 'SLA 下限',
    typical: '標準値',
  },

  /** 数を決める制限（選定理由の {{limit}}）。 */
  countLimit: {
    backendIops: 'バックエンド IOPS',
    readBandwidth: '読み取り帯域幅',
    writeBandwidth: '書き込み帯域幅',
    sharedBandwidth: '帯域幅（読み取りと書き込み）',
    connections: 'クライアント接続数',
  },

  /** 選定理由: キーはエンジンの理由コード。 */
  reason: {
    'fss-fixed':
      'マウント・ターゲット（{{type}}）× {{mountTargets}}: 目標使用率 {{targetPercent}}% では{{limit}}によってマウント・ターゲットの数が決まります（タイプは指定どおり）。',
    'fss-chosen':
      'チャートで選択したマウント・ターゲット（{{type}}）× {{mountTargets}}: 目標使用率 {{targetPercent}}% で要件と照らし合わせた結果、最も負荷の高い制限は{{limit}}です（目標の {{overTargetPercent}}%）。',
    'fss-only': 'マウント・ターゲット（{{type}}）× {{mountTargets}}: 目標使用率 {{targetPercent}}% では{{limit}}によってマウント・ターゲットの数が決まります。',
    'fss-within':
      'マウント・ターゲット（{{type}}）× {{mountTargets}}: 目標使用率 {{targetPercent}}% では{{limit}}によってマウント・ターゲットの数が決まります。可用性ドメイン当たりのデフォルトの制限内で最も安価な構成です（月額 {{monthlyUSD}}）{{cheaper}}。',
    'fss-over':
      'マウント・ターゲット（{{type}}）× {{mountTargets}}: 目標使用率 {{targetPercent}}% では{{limit}}によってマウント・ターゲットの数が決まります。どのタイプも可用性ドメイン当たりのデフォルトの制限に収まらないため、最も安価な構成を選びました（月額 {{monthlyUSD}}）。{{type}} の制限を {{serviceQuota}} 個から {{mountTargets}} 個に引き上げる必要があります{{cheaper}}。',
    'fss-none':
      'この要件を満たす構成はありません。最も近いのは {{mountTargets}} × {{type}} で、目標使用率 {{targetPercent}}% に対して最も厳しい制限が目標の {{overTargetPercent}}% に達します（月額 {{monthlyUSD}}）。',
    fssCheaper: '。{{items}}の方が安価ですが、制限の引上げが必要です',
    fssCheaperItem_other: '{{type}} × {{mountTargets}}（月額 {{monthlyUSD}}）',
    'fss2019-capacity': '{{capacityGB}} GB のファイル・システムで、2019 年の容量比例モデルのもと使用率 {{targetPercent}}% で要件を満たします。',
    'bv-cheapest':
      '{{level}}の {{volumes}} × {{volumeSizeGB}} GB ボリュームは、{{ioSizeKiB}} で毎秒 {{opsPerSecond}} 回の操作と容量 {{capacityGB}} GB を満たす最も安価な構成です{{ruledOut}}。',
    'bv-tie':
      '{{level}}の {{volumes}} × {{volumeSizeGB}} GB ボリュームは、{{ioSizeKiB}} で毎秒 {{opsPerSecond}} 回の操作と容量 {{capacityGB}} GB を満たす最良の構成です。最も安価な構成との差がボリューム 1 個当たり月 1 セントまたは 0.5% 以内ならボリュームの少ない構成を選ぶため、{{tieVolumes}} 個（月額 {{tieMonthlyUSD}}）の構成より優先しました{{ruledOut}}。',
    'bv-none': '要件を満たす構成はありません。最も近い構成を表示しています。',
    'bv-chosen':
      'チャートで選択した{{level}}の {{volumes}} × {{volumeSizeGB}} GB ボリューム: {{ioSizeKiB}} で毎秒 {{opsPerSecond}} 回の操作と容量 {{capacityGB}} GB の要件に、目標使用率で照らし合わせています。',
    bvRuledOut: '。除外したレベル: {{list}}',
    bvRuledOutItem: '{{levels}}（{{reason}}）',
    bvRuledOutRange_other: '{{first}}から{{last}}までの {{count}} レベル（{{reason}}）',
    bvLevelsJoin: '、',
    bvGroupSeparator: '、',
    'dio-cheapest':
      '{{shape}} は、読み取り {{readPercent}}% で {{iops}} IOPS、RAID {{raid}} で使用可能容量 {{capacityGB}} GB を満たすシェイプのうち最も安価なものです（{{basis}}で計画）。',
    'dio-previous':
      '{{shape}} は、読み取り {{readPercent}}% で {{iops}} IOPS、RAID {{raid}} で使用可能容量 {{capacityGB}} GB を満たす旧世代のシェイプのうち最も安価なものです（{{basis}}で計画）。',
    'dio-none': '要件を満たすシェイプはありません。最も近いものを表示しています。',
    'dio-chosen':
      'チャートで選択した {{shape}}（RAID {{raid}}）: 読み取り {{readPercent}}% で {{iops}} IOPS、使用可能容量 {{capacityGB}} GB の要件に照らし合わせています（{{basis}}で計画）。',
    'tier-fixed':
      'TB 当たり {{tier}} MB/s のティアが指定されています。{{capacityTiB}} TiB（{{capacityGB}} GB）は、{{dataGB}} GB を保存でき、{{throughputMBps}} MB/s の {{targetPercent}}% で {{requiredMBps}} MB/s を処理できる最小の有効な容量です。月額 {{monthlyUSD}}。',
    'minimum-capacity':
      '最小容量の {{capacityTiB}} TiB（{{capacityGB}} GB）で、{{dataGB}} GB を保存でき、{{throughputMBps}} MB/s の {{targetPercent}}% で {{requiredMBps}} MB/s を処理できます。この容量では TB 当たり {{tier}} MB/s のティアが最も安価です（月額 {{monthlyUSD}}）。',
    'capacity-carries':
      'データ量が容量を決めます。{{capacityTiB}} TiB（{{capacityGB}} GB）に {{dataGB}} GB を保存でき、TB 当たり {{tier}} MB/s では {{throughputMBps}} MB/s の {{targetPercent}}% で {{requiredMBps}} MB/s を処理できます。これより安いティアはありません（月額 {{monthlyUSD}}）。',
    'throughput-sets-capacity':
      'スループットが容量を決めます。{{requiredMBps}} MB/s を使用率 {{targetPercent}}% で処理するには、TB 当たり {{tier}} MB/s で {{capacityTiB}} TiB（{{capacityGB}} GB）が必要で、{{throughputMBps}} MB/s が得られます。同じようにサイジングしたティアの中で最も安価です（月額 {{monthlyUSD}}）。',
    'lustre-chosen':
      'チャートで選択した TB 当たり {{tier}} MB/s のティア、{{capacityTiB}} TiB（{{capacityGB}} GB）: {{throughputMBps}} MB/s が得られ、要求 {{requiredMBps}} MB/s（使用率 {{targetPercent}}%）とデータ {{dataGB}} GB に照らし合わせています。月額 {{monthlyUSD}}。',
    lustreRunnerUp: '次に安い構成: TB 当たり {{nextTier}} MB/s、{{nextCapacityGB}} GB、月額 {{nextMonthlyUSD}}。',
  },

  /** 列挙の区切り。 */
  listSeparator: '、',

  /** 選択肢が要件を満たさない理由。 */

  optionReason: {
    bv: {
      'needs-multipath': 'このインスタンスでは使えないマルチパス・アタッチメントが必要',
      'too-many-volumes': 'このレベルのボリューム {{volumes}} 個でも処理できない',
      'beyond-instance': 'インスタンスの制限を超える',
      'beyond-host': 'ホストの実測最大値を超える',
    },
    dio: {
      'raid-layout': 'RAID を構成できない',
      'host-too-small': 'OCPU またはメモリーがクライアントより少ない',
      'too-few-iops': 'IOPS が不足',
      'too-little-capacity': '容量が不足',
    },
  },

  /** 比較表の「適合しない理由」（重大な警告は警告の文のまま）。 */
  compare: {
    'not-shared': '共有されない: {{clients}} 台のクライアントが同じデータを必要とします',
    'latency-above': 'レイテンシ約 {{latencyMs}} ミリ秒は、要求の {{maxLatencyMs}} ミリ秒を上回ります',
    'latency-unpublished':
      'レイテンシが公開されていないため、要求の {{maxLatencyMs}} ミリ秒を満たすとは確認できません（File Storage から引き継いだ {{latencyMs}} ミリ秒で計画）',
    'type-missing': '{{edition}} にはマウント・ターゲット（{{type}}）がないため、この版にあるタイプで計画しました',
  },

  durability: {
    'file-storage': '可用性ドメイン内でレプリケート。スナップショットとレプリケーションに対応',
    'block-volume': '年間耐久性 99.99%。バックアップとボリューム・グループに対応',
    'dense-io': 'OCI による保護なし（RAID、バックアップ、スナップショットなし）',
    lustre: '保存した Oracle の資料には記載なし',
  },

  tradeoff: {
    protocol: {
      'file-storage': 'NFSv3（NLM によるロック）',
      'block-volume': 'iSCSI または準仮想化のブロック・デバイス',
      'dense-io': 'ローカル NVMe（ネットワークなし）',
      lustre: 'Lustre プロトコル（専用クライアント）',
    },
    clientSoftware: {
      'file-storage': 'OS の NFS クライアント。TLS には oci-fss-utils または stunnel',
      'block-volume': 'iSCSI イニシエータ。UHP のマルチパスには Block Volume プラグイン',
      'dense-io': '不要（ローカル・ドライブ）。RAID はユーザーが構成',
      lustre: '全ノードに Lustre クライアント・パッケージ',
    },
  },

  /** 総額の前提と、含めなかったもの（キーはエンジンのコード）。 */
  billNote: {
    'clients-priced_other': '{{clients}} × {{shape}}（各 {{ocpus}} OCPU）',
    'bv-hosts-are-clients': 'クライアント・インスタンスがボリュームをアタッチするホストです',
    'dio-app-on-hosts': 'アプリケーションは Dense I/O のホストで動くため、入力したクライアントは加算しません',
    'dio-hosts-replace-clients': '{{hosts}} × {{shape}} がクライアントを置き換えます（各 {{ocpus}} OCPU、{{memoryGB}} GB 以上）',
    'dio-host-memory-unchecked': 'クライアント当たりのメモリーが未入力のため、ホストのメモリーは確認していません',
    'dio-hosts-unsized': 'ストレージ価格の比較では、Dense I/O のホスト 1 台をストレージだけに合わせて選び、クライアントのコンピュートは考慮していません',
    'client-priced-by-override': '{{clients}} × {{shape}}（入力した価格: 1 時間 {{usdPerHour}}）',
    'client-shape-missing': 'クライアントのシェイプが未入力のため、インスタンスは含めていません',
    'client-shape-unpriced': '{{shape}} の公開価格がないため、インスタンスは含めていません',
    'client-memory-missing': 'クライアント当たりのメモリーが未入力のため、メモリーは含めていません',
    'client-memory-assumed':
      'クライアント当たりのメモリーを {{memoryGB}} GB と仮定（{{shape}} の OCI デフォルト、OCPU 当たり {{perOcpuGB}} GB）。変更するには「クライアント当たりのメモリー」を入力してください',
    'dio-beside-clients':
      'Dense I/O のホストでは {{shape}} の処理を実行できません。クライアントはそのまま残り、データはクライアントとは別の Dense I/O ホストに置かれます。総額はホストとクライアントの合計です',
    'client-local-nvme':
      '{{shape}} 自体にローカル NVMe があります（{{drives}} × {{driveTB}} TB、クライアント当たり {{totalTB}} TB）。追加料金はありませんが、クライアント間で共有されず、OCI による保護もありません',
    'client-ocpus-assumed_other': 'クライアント当たり {{ocpus}} OCPU と仮定',
    'clients-assumed-one': 'クライアント 1 台と仮定',
    'storage-unpriced': 'ストレージの公開価格なし',
  },

  latency: {
    'file-storage': 'ほとんどの操作で 1 ミリ秒未満',
    'block-volume': 'P95 で 1 ミリ秒未満',
    'dense-io': '100 マイクロ秒未満',
    lustre: '公開されていません（File Storage の 1 ミリ秒未満を仮定）',
  },

  /** コストの行: キーはエンジンのコード。 */
  costLine: {
    fssCapacity: 'File Storage の容量',
    hpmtEntitlement: '{{type}} のエンタイトルメント（格納データを超える分）',
    bvCapacity: 'Block Volume の容量',
    bvPerformanceUnits: 'パフォーマンス・ユニット（{{vpusPerGB}} VPU/GB）',
    dioOcpus: 'OCPU',
    dioMemory: 'メモリー',
    dioNvme: 'ローカル NVMe',
    dioOcpusAll: 'OCPU（メモリーと NVMe を含む）',
    lustreCapacity: 'Lustre の容量',
    lustrePerformanceUnits: 'Lustre のパフォーマンス・ユニット（GB あたり {{unitsPerGB}}）',
    clientOcpus: 'クライアントの OCPU（{{clients}} × {{shape}}）',
    clientMemory: 'クライアントのメモリー（{{clients}} × {{shape}}）',
    clientInstance: 'クライアント・インスタンス（{{count}} × {{shape}}、入力した価格）',
    dioInstance: 'Dense I/O のホスト（{{count}} × {{shape}}、入力した価格）',
  },

  costNote: {
    noPublicPrice: 'このシェイプの公開価格は見つかりませんでした。',
    priceNotInBook: '価格ファイルにこの明細の部品の価格（その通貨）がないため、価格を入力するまでこの明細は合計に含まれません。',
  },

  /** 数量と単価の単位。 */
  unit: {
    'GB-month': 'GB・月',
    'VPU-GB-month': 'VPU・GB・月',
    'PU-GB-month': 'パフォーマンス・ユニット・GB・月',
    OCPU: 'OCPU',
    GB: 'GB',
    TB: 'TB',
    'OCPU-hour': 'OCPU・時間',
    'GB-hour': 'GB・時間',
    'TB-hour': 'TB・時間',
    instance: 'インスタンス',
    'instance-hour': 'インスタンス・時間',
  },

  /** マウント・ターゲットのタイプ（ID ごと）。 */
  mountTarget: {
    standard: '通常',
    'hpmt-20': 'HPMT-20',
    'hpmt-40': 'HPMT-40',
    'hpmt-80': 'HPMT-80',
  },

  /** Block Volume のパフォーマンス・レベル（ID ごと。超高パフォーマンスは VPU 数で）。 */
  level: {
    'lower-cost': '低コスト',
    balanced: 'バランス',
    'higher-performance': 'より高いパフォーマンス',
    uhp: '超高パフォーマンス（{{vpus}} VPU/GB）',
    uhpFamily: '超高パフォーマンス',
  },
} as const;

export default codes;
