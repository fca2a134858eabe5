/** エンジンの制約要因の文（`results.engine.bottleneck`）: 設計を抑えている上限を、モデルと上限ごとに。 */
const bottlenecks = {
  /** ボトルネック: 回答の種類 > 制限 ID > 文（sentence）と緩和策（lift）。 */
  bottleneck: {
    fss: {
      backendIops: {
        sentence_read:
          '各マウント・ターゲット（{{type}}）はバックエンド IOPS（{{perMountTarget}}）で制限されます。{{readIoSizeKiB}} の読み取り 1 回はバックエンド IOPS {{readCost}} に相当します{{metadata}}。',
        sentence_write:
          '各マウント・ターゲット（{{type}}）はバックエンド IOPS（{{perMountTarget}}）で制限されます。{{writeIoSizeKiB}} の書き込み 1 回はバックエンド IOPS {{writeCost}} に相当します{{metadata}}。',
        sentence_mixed:
          '各マウント・ターゲット（{{type}}）はバックエンド IOPS（{{perMountTarget}}）で制限されます。{{readIoSizeKiB}} の読み取り 1 回はバックエンド IOPS {{readCost}}、{{writeIoSizeKiB}} の書き込み 1 回は {{writeCost}} に相当します{{metadata}}。',
        metadata: '。そのうち {{iops}} はメタデータ操作が使います',
        lift: 'マウント・ターゲットを追加するか、より大きなタイプのマウント・ターゲットに移行するか、I/O サイズを大きくしてください（バイト当たりのバックエンド IOPS が減ります）。',
      },
      readBandwidth: {
        sentence: '各マウント・ターゲット（{{type}}）は読み取り帯域幅 {{perMountTarget}} MB/秒で制限されます。',
        lift: 'マウント・ターゲットを追加するか、より大きなタイプのマウント・ターゲットに移行してください。',
      },
      writeBandwidth: {
        sentence: '各マウント・ターゲット（{{type}}）は書き込み帯域幅 {{perMountTarget}} MB/秒で制限されます。',
        lift: 'マウント・ターゲットを追加するか、より大きなタイプのマウント・ターゲットに移行してください。',
      },
      sharedBandwidth: {
        sentence: '各マウント・ターゲット（{{type}}）は、読み取りと書き込みで共有する帯域幅 {{perMountTarget}} MB/秒で制限されます。',
        lift: 'マウント・ターゲットを追加してください。',
      },
      connections: {
        sentence: '各マウント・ターゲット（{{type}}）が受け付けるクライアント接続は最大 {{perMountTarget}} 本です。',
        lift: 'マウント・ターゲットを追加するか、クライアント当たりの接続数を減らしてください。',
      },
      clientNetworkRead: {
        sentence_other: 'ボトルネックは {{clients}} 台のクライアントです。各クライアントがネットワーク経由で転送できるのは最大 {{clientMBps}} MB/秒です。',
        lift: 'クライアント・インスタンスを追加するか、ネットワーク帯域幅の広いシェイプを選んでください。',
      },
      clientNetworkWrite: {
        sentence_other: 'ボトルネックは {{clients}} 台のクライアントです。各クライアントがネットワーク経由で転送できるのは最大 {{clientMBps}} MB/秒です。',
        lift: 'クライアント・インスタンスを追加するか、ネットワーク帯域幅の広いシェイプを選んでください。',
      },
      concurrency: {
        sentence_read_other:
          '並行度で制限されます。{{clients}} 台のクライアントがそれぞれ {{readIoSizeKiB}} の読み取りを {{outstanding}} 個同時に処理し、1 回 {{latencyMs}} ミリ秒かかります。',
        sentence_write_other:
          '並行度で制限されます。{{clients}} 台のクライアントがそれぞれ {{writeIoSizeKiB}} の書き込みを {{outstanding}} 個同時に処理し、1 回 {{latencyMs}} ミリ秒かかります。',
        sentence_mixed_other:
          '並行度で制限されます。{{clients}} 台のクライアントがそれぞれ {{outstanding}} 個の操作を同時に処理し、1 回 {{latencyMs}} ミリ秒かかります。',
        lift: '各クライアントのスレッド数かキューの深さ（fio の numjobs と iodepth）を増やすか、クライアントを追加してください。',
      },
    },
    fss2019: {
      backendIops: {
        sentence: '{{capacityTB}} TB を格納するファイル・システムは読み取り IOPS で制限されます。この上限は格納データ量に応じて増えます。',
        lift: 'データの格納量を増やす（このモデルでは容量に応じて性能が増えます）か、新しい版のカタログで計画してください。',
      },
      readBandwidth: {
        sentence: '{{capacityTB}} TB を格納するファイル・システムは読み取り帯域幅で制限されます。この上限は格納データ量に応じて増えます。',
        lift: 'データの格納量を増やす（このモデルでは容量に応じて性能が増えます）か、新しい版のカタログで計画してください。',
      },
      writeBandwidth: {
        sentence: '{{capacityTB}} TB を格納するファイル・システムは書き込み帯域幅で制限されます。この上限は格納データ量に応じて増えます。',
        lift: 'データの格納量を増やす（このモデルでは容量に応じて性能が増えます）か、新しい版のカタログで計画してください。',
      },
    },
    bv: {
      volumeIops: {
        sentence: '{{level}}のボリューム（{{sizeGB}} GB）は 1 個当たり最大 {{perVolume}} IOPS です（GB 当たり {{iopsPerGB}} IOPS、上限 {{maxIops}}）。',
        lift: 'ボリュームを大きくするか、ボリュームを追加するか、パフォーマンス・レベルを上げて（GB 当たりの VPU を増やして）ください。',
      },
      volumeThroughput: {
        sentence:
          '{{level}}のボリュームが {{ioSizeKiB}} で転送できるのは 1 個当たり最大 {{perVolume}} MB/秒です（GB 当たり {{kbpsPerGB}} KB/秒、上限 {{capMBps}} MB/秒）。',
        lift: 'ボリュームを大きくするか、ボリュームを追加するか、パフォーマンス・レベルを上げてください。',
      },
      instanceIops: {
        sentence: 'インスタンスが処理できるBlock Volume の IOPS は最大 {{capacity}} です。',
        lift: 'より大きなシェイプ（ネットワーク帯域幅が広いもの）を選ぶか、処理を複数のインスタンスに分散してください。',
      },
      instanceThroughput: {
        sentence: 'インスタンスが処理できるBlock Volume のトラフィックは最大 {{capacity}} MB/秒です。',
        lift: 'より大きなシェイプ（ネットワーク帯域幅が広いもの）を選ぶか、処理を複数のインスタンスに分散してください。',
      },
      attachments: {
        sentence: '1 つのインスタンスにアタッチできるボリュームは最大 {{capacity}} 個です。',
        lift: 'より大きなボリュームを使うか、インスタンスを増やしてください。',
      },
      hostIops: {
        sentence: '公表されたホスト・テストでは、1 台のホストが多数のボリュームを合わせて {{capacity}} IOPS に達しました。構成はこの値までに抑えています。',
        lift: 'インスタンスのシェイプを指定してその公表上限で計画するか、処理を複数のインスタンスに分散してください。',
      },
      hostThroughput: {
        sentence: '公表されたホスト・テストでは、1 台のホストが多数のボリュームを合わせて {{capacity}} MB/秒に達しました。構成はこの値までに抑えています。',
        lift: 'インスタンスのシェイプを指定してその公表上限で計画するか、処理を複数のインスタンスに分散してください。',
      },
      concurrency: {
        sentence_other: '並行度で制限されます。処理中の I/O {{outstanding}} 個、1 回 {{latencyMs}} ミリ秒では、毎秒最大 {{capacity}} 回しか完了しません。',
        lift: 'スレッド数かキューの深さ（fio の numjobs と iodepth）を増やすか、処理を複数のインスタンスに分散してください。',
      },
      /** この構成のボリューム当たりの上限を引き上げる手段（`params.lever`）。 */
      lever: {
        growAddRaise: 'ボリュームを大きくするか、ボリュームを増やすか、パフォーマンス・レベルを上げてください（GB 当たりの VPU を増やす）。',
        growAdd: 'ボリュームを大きくするか、ボリュームを増やしてください（このインスタンスにアタッチできる上位レベルでは増えません）。',
        growRaise: 'ボリュームを大きくするか、パフォーマンス・レベルを上げてください（このインスタンスにはこれ以上ボリュームをアタッチできません）。',
        grow: 'ボリュームを大きくしてください（これ以上ボリュームをアタッチできず、上位レベルでも増えません）。',
        addRaise: 'ボリュームを増やすか、パフォーマンス・レベルを上げてください。各ボリュームはレベルの上限に達しており、大きくしても増えません。',
        add: 'ボリュームを増やしてください。各ボリュームはレベルの上限に達しており、大きくしても増えず、上位レベルでも増えません。',
        raise: 'パフォーマンス・レベルを上げてください。各ボリュームはレベルの上限に達しており、これ以上ボリュームをアタッチできません。',
        spread: '処理を複数のインスタンスに分散してください。各ボリュームはレベルの上限に達し、これ以上アタッチできず、上位レベルでも増えません。',
      },
    },
    dio: {
      deviceIops: {
        sentence_other:
          '{{shape}} は読み取り {{readPercent}}%、RAID {{raid}} で {{iops}} IOPS です（{{basis}}。書き込み 1 回につきデバイスへの書き込みが {{writePenalty}} 回発生します）。',
        lift: 'ドライブの多いシェイプ、書き込みペナルティの小さい RAID レベル、または読み取りの多い構成を選んでください。',
      },
      usableCapacity: {
        sentence: '{{shape}} の使用可能容量は RAID {{raid}} で {{usableGB}} GB です。',
        lift: 'ドライブが多いか大きいシェイプ、または容量を多く残せる RAID レベルを選んでください。',
      },
    },
  },

  /** IOPS の基準（ボトルネックの文の {{basis}}）。 */
  iopsBasis: {
    sla: 'SLA 下限',
    measured: '実測値',
    extrapolated: '外挿値',
  },
} as const;

export default bottlenecks;
