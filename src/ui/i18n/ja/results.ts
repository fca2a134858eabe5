/**
 * 日本語: 結果パネル（src/ui/results）の文字列。`results` の下に入る。
 *
 * `engine` の下は、エンジンが返すコード（警告、ボトルネック、選定理由、コストの行など）の文。
 * キーは英語版（en/results.ts）と同じコードで、値はエンジンのパラメーターで埋める
 * （engineText.ts を参照）。
 * 用語は OCI File Storage Performance Characteristics 2.0 日本語版に合わせる。
 */
const results = {
  yes: 'はい',
  no: 'いいえ',
  value: '{{value}} {{unit}}',
  recommendedTag: '（推奨）',
  closestTag: '（最も近い構成。要件は満たしません）',
  aside: '（{{text}}）',

  service: {
    'file-storage': 'File Storage',
    'block-volume': 'Block Volume',
    'dense-io': 'Dense I/O（ローカル NVMe）',
    lustre: 'File Storage with Lustre',
  },

  severity: {
    critical: '重大',
    warning: '警告',
    info: '情報',
  },

  design: {
    fss_other: 'マウント・ターゲット（{{type}}）× {{n}}',
    fss2019: '{{capacity}} GB のファイル・システム（2019 年の容量比例モデル）',
    bv_other: '{{n}} × {{size}} GB ボリューム（{{level}}、{{vpus}} VPU/GB）',
    dio: '{{shape}}、RAID {{raid}}',
    dioHosts: '{{n}} × {{shape}}、RAID {{raid}}',
    lustre: '{{tib}} TiB（{{gb}} GB）、TB 当たり {{tier}} MB/s',
  },

  answer: {
    catalog: 'カタログの版: {{title}}',
    recommended: '推奨構成',
    closest: '要件を満たす構成はありません。最も近い構成',
    chosen: '選択した構成',
    chosenNote:
      'チャートで選択した構成です。推奨構成の代わりにこの構成をワークロードと照らし合わせています。以下の回答、チャート、比較はこの構成についてのものです。',
    backToRecommendation: '推奨構成に戻る',
    remedies: '要件を満たすには',
    fits: '要件を満たします',
    whatToChange: '何を変えればよいかは、下の重大な警告を参照してください。',
    doesNotFit: '要件を満たしません（最も近い構成を表示）',
    monthly: '月額 {{cost}}',
    noPrice: 'この構成には公開価格がありません',
    binding: 'この構成を制限しているもの',
    lift: '制限を緩和するには:',
    why: 'この構成を選んだ理由',
    figures: '主な数値',
    alternatives: 'ほかの選択肢',
    cost: 'コスト',
    compactLabel: '現在の回答',
    compactShow: '回答へ移動',
  },

  fss: {
    title: 'File Storage',
    alternativesCaption: 'マウント・ターゲットのタイプごとに必要な数とコスト',
    type: 'タイプ',
    design: '必要なマウント・ターゲット',
    withinLimits: 'デフォルトの制限内',
    needsIncrease: 'いいえ: 制限の引上げが必要',
    bindingLimit: '数を決める制限',
  },

  bv: {
    title: 'Block Volume',
    alternativesCaption: 'パフォーマンス・レベルごとの最も安価な構成、または負荷を処理できない理由',
    level: 'パフォーマンス・レベル',
    design: 'ボリューム',
    carries: '負荷を処理できる',
  },

  dio: {
    title: 'Dense I/O（ローカル NVMe）',
    alternativesCaption: 'RAID {{raid}} での各シェイプの IOPS、使用可能容量、コスト',
    alternativesCaptionEach: '各シェイプ（必要なホスト数、シェイプごとの RAID レベル）の IOPS、使用可能容量、コスト',
    shape: 'シェイプ',
    iops: 'IOPS（RAID 適用後）',
    usable: '使用可能容量',
    fits: '適合',
    noPrice: '公開価格なし',
  },

  lustre: {
    title: 'File Storage with Lustre',
    alternativesCaption: '各パフォーマンス・ティアに必要な容量、その性能とコスト',
    tier: 'パフォーマンス・ティア',
    tierValue: 'TB 当たり {{tier}} MB/s',
    capacity: '容量',
    capacityValue: '{{tib}} TiB（{{gb}} GB）',
    throughput: 'ティアのスループット',
    setBy: '容量を決めたもの',
    fits: '要件を満たす',
    sizedBy: {
      minimum: '最小容量',
      data: '保存するデータ量',
      throughput: '求められるスループット',
    },
    binding: {
      sharedBandwidth:
        '飽和時に最初に制限となるのはティアです。TB 当たり {{tier}} MB/s × {{capacityTiB}} TiB（{{capacityGB}} GB）で {{throughputMBps}} MB/s です。より高いティアか、より大きな容量で緩和できます。',
      clientNetworkRead_other:
        '飽和時に最初に制限となるのは読取りのクライアント・ネットワークです。{{clients}} クライアント × {{clientMBps}} MB/s で {{networkMBps}} MB/s です。クライアントを増やすか、より大きなシェイプで緩和できます。',
      clientNetworkWrite_other:
        '飽和時に最初に制限となるのは書込みのクライアント・ネットワークです。{{clients}} クライアント × {{clientMBps}} MB/s で {{networkMBps}} MB/s です。クライアントを増やすか、より大きなシェイプで緩和できます。',
      concurrency_other:
        '飽和時に最初に制限となるのは同時実行性です。{{clients}} クライアント × 実行中の操作 {{outstanding}} 個、{{latencyMs}} ミリ秒で、毎秒最大 {{maxOps}} 操作です。スレッド、キューの深さ、クライアントを増やすと緩和できます。',
    },
  },

  fio: {
    readLabel: 'fio の結果を読み込む（JSON。クライアントごとに 1 ファイル、またはクライアント／サーバー・モードの 1 ファイル）:',
    unreadable: 'これらのファイルは読み込めませんでした。プランと最後に読み込んだ結果はそのままです:',
    openRunView: 'この実行の対象である{{view}}のビューを開く',
    openRunDesign: 'この実行の対象である構成 {{design}} を開き、その構成で結果を読み直す',
    tooLarge: '{{file}}: 50 MB を超えるため読み込みません。',
    measured: '測定値:',
    planned: '計画値:',
    figures: '{{iops}} IOPS、{{mbps}} MB/s、平均レイテンシ {{mean}} マイクロ秒、p99 {{p99}} マイクロ秒',
    from: '（{{jobs}}、{{clients}}）',
    jobsPhrase_other: 'ジョブ {{n}} 個',
    noRatio: '比較できる操作数がプランにありません。',
    verdict: {
      within: 'プランとの差は {{percent}}% 以内です。',
      below: 'プランより {{percent}}% 低い値です。',
      above: 'プランより {{percent}}% 高い値です。',
    },
    binding: 'プランで最初に上限に達するのは {{limit}} です。',
    button: 'fio でこの構成をテスト（.zip）',
    hint: 'ジョブ・ファイル、必要な場合はマウント・スクリプト、実行する人向けの README。書き込みテストはスクラッチ・ファイルに書き込み、使用中のデバイスには書き込みません。',
    preparing: 'fio バンドルを準備しています…',
    done_other: '{{file}} をダウンロードしました（{{count}} ファイル）。',
    failed: 'この構成の fio バンドルは作成できません: {{reason}}',
    loadFailed: 'fio バンドルを読み込めませんでした。オンライン時に再試行してください。',
    adopt: 'キャリブレーションとして採用',
    adoptHint: '採用すると、{{design}} について公表値の代わりにこの実行の平均レイテンシ（1 操作あたり {{latency}} ミリ秒）で計画します。',
    adopted: '採用済み: {{design}} についてこの実行のレイテンシで計画しています。',
    cannotAdopt: 'この実行ではキャリブレーションできません。平均レイテンシ（{{latency}} マイクロ秒）が 1 マイクロ秒から 10 秒の範囲外です。',
  },
  calibration: {
    titleApplied: 'キャリブレーション済み。',
    titleIdle: 'キャリブレーションは使われていません。',
    run: 'あなたの fio 実行',
    runDated: '{{date}} のあなたの fio 実行',
    mark: '（あなたの fio 実行でキャリブレーション）',
    markDated: '（{{date}} のあなたの fio 実行でキャリブレーション）',
    status: {
      applied: '{{service}}、{{design}}: モデルの {{model}} ミリ秒の代わりに、{{run}} で測定した 1 操作あたり {{measured}} ミリ秒を使っています。',
      'other-design':
        '{{run}} がテストしたのは {{design}} です。この回答には {{current}} が必要なため、モデルの 1 操作あたり {{model}} ミリ秒で計画しています。新しい構成をテストするとキャリブレーションできます。',
      'other-workload': '{{run}} は別のワークロード（I/O サイズまたは読み取りの割合）を測定したため、{{service}} はモデルのレイテンシで計画しています。',
      'other-catalog': '{{run}} は現在とは別の {{service}} カタログ版で計画されたため、使っていません。',
      'other-service': '{{run}} がテストしたのは {{service}} で、このシナリオが計画するサービスではありません。',
      'latency-entered': '{{service}} のレイテンシが入力されているため、{{run}}（{{measured}} ミリ秒）ではなく入力値を使っています。',
    },
    changes: {
      need: '要件に必要な同時実行中の操作数と、比較で考慮するレイテンシがこれで決まります。',
      needAndLimit: '要件に必要な同時実行中の操作数、クライアントの同時実行数の上限、比較で考慮するレイテンシがこれで決まります。',
      dio: '比較で考慮し、要求されたレイテンシと照合するレイテンシになります。',
    },
    measuredFigures: 'この実行の測定値は {{iops}} IOPS、{{mbps}} MB/s です。',
    drop: 'キャリブレーションを外す',
  },
  compare: {
    measuredLatency: '・測定値 {{value}} ミリ秒',
    title: 'サービスの比較',
    covers: {
      'file-storage': 'ストレージのみ（クライアント・インスタンスは別途）',
      'block-volume': 'ストレージのみ（インスタンスは別途）',
      'dense-io': 'インスタンス全体（OCPU、メモリー、NVMe）',
      lustre: 'ストレージのみ（クライアント・インスタンスは別途）',
    },
    caption: '同じ要件に対する File Storage、Block Volume、Dense I/O、File Storage with Lustre',
    cheapestFits: '要件を満たす最も安価なサービス: {{service}}',
    cheapestOn: {
      whole: '総額（ストレージとクライアント・インスタンスの合計。Dense I/O の価格はホストそのもの）で選びました。',
      storage: '各サービス自体の価格（ストレージのみ。Dense I/O はホスト全体）で選びました。',
    },
    basisWhy: {
      entered: 'この基準はユーザーが選びました。',
      default: '既定の基準: クライアント数とシェイプが入力されていれば総額、そうでなければストレージのみ。',
    },
    wholeMonthly: '総額: 月額 {{cost}}',
    basisToggle: '比較の基準',
    basisOption: { storage: 'ストレージ価格', whole: '総額' },
    storage: 'サービスの価格',
    compute: 'クライアント・インスタンス',
    whole: '総額',
    wholeIncomplete: '不完全',
    protocol: 'プロトコル',
    clientSoftware: 'クライアント・ソフトウェア',
    silent: '保存した資料には記載なし',
    closest: '最も近い構成: {{service}}、{{design}}',
    noneFits: '要件を満たすサービスはありません',
    noCheapest: '総額が不完全なため、最安のサービスを示せません',
    unranked: '総額が不完全なため順位付けしていません: {{services}}。',
    missing: {
      'client-shape-unpriced': '{{shape}} には公開価格がありません。下の欄に 1 インスタンス・1 時間あたりの価格を入力してください（価格の上書き「{{key}}」）。',
      'client-memory-missing': '{{shape}} のクライアント当たりのメモリーが未入力です。「クライアント当たりのメモリー」を入力してください。',
      'client-shape-missing': 'クライアントのシェイプが未入力です。「クライアントのシェイプ」を入力してください。',
      'storage-unpriced': '{{shape}} には公開価格がありません。下の欄に 1 インスタンス・1 時間あたりの価格を入力してください（価格の上書き「{{key}}」）。',
      'storage-unpriced-plain': '{{service}} のストレージには公開価格がありません。',
    },
    priceFor: '{{shape}} 1 台の価格（USD／時間）',
    applyPrice: '価格を適用',
    raidRule: {
      entered: 'RAID {{raid}}（指定どおり）。',
      protected:
        'RAID {{raid}}: ローカル NVMe は OCI が保護しないため、比較ではミラーリングします。再作成できるデータなら「スクラッチ・データ」をオンにしてください。',
      scratch: 'RAID {{raid}}: スクラッチまたは再作成できるデータのため、保護なしでストライピングします。',
      default: 'RAID {{raid}}（デフォルト）: 保護なし。',
    },
    noDesign: 'どのサービスも、この要件をそのままでは満たせません。',
    cheapestTag: '（要件を満たす最安）',
    design: '構成',
    fits: '適合',
    monthly: '月額コスト',
    noPrice: '公開価格なし',
    shared: '複数クライアントでの共有',
    durability: '耐久性',
    latency: 'レイテンシ',
    whyNot: '適合しない理由',
  },

  figures: {
    throughputSaturation: '飽和時のスループット',
    opsSaturation: '飽和時の操作数',
    backendIopsSaturation: '飽和時のバックエンド IOPS',
    perMountTargetIops: 'マウント・ターゲット当たりのバックエンド IOPS',
    perMountTargetRead: 'マウント・ターゲット当たりの読み取り帯域幅',
    perMountTargetWrite: 'マウント・ターゲット当たりの書き込み帯域幅',
    storedCapacity: '格納容量',
    readPerTB: '格納 1 TB 当たりの読み取り帯域幅',
    writePerTB: '格納 1 TB 当たりの書き込み帯域幅',
    targetUtilization: '目標使用率',
    iopsDelivered: 'この構成が提供する IOPS',
    throughputDelivered: 'この構成が提供するスループット',
    perVolumeIops: 'ボリューム当たりの IOPS',
    perVolumeMBps: 'ボリューム当たりのスループット',
    totalCapacity: '合計容量',
    iopsPerGB: 'GB 当たりの IOPS（パフォーマンス・レベル）',
    maxIopsPerVolume: 'ボリューム当たりの最大 IOPS',
    kbpsPerGB: 'GB 当たりの KB/秒（パフォーマンス・レベル）',
    instance: 'インスタンスのシェイプ',
    iopsPlanned: '計画に用いた IOPS（{{basis}}）',
    iopsGuaranteed: '保証される IOPS（SLA 下限、RAID 適用後）',
    iopsTypical: '標準的な IOPS（{{basis}}、RAID 適用後）',
    writePenalty: 'RAID の書き込みペナルティ',
    usableCapacity: '使用可能容量',
    rawCapacity: '物理容量',
    slaIops: 'シェイプの SLA 最小 IOPS（4 KiB ランダム書き込み）',
    latency: 'レイテンシの上限',
  },

  limits: {
    caption: '要件に対する各制限',
    limit: '制限',
    demand: '要求',
    capacity: '構成の上限',
    utilization: '使用率',
    status: '目標との比較',
    provenance: '出典の種類',
    binding: '（最初に達する制限）',
    ok: '{{target}} 以内',
    aboveTarget: '目標 {{target}} を超過',
    over: '上限超過',
  },

  limit: {
    backendIops: 'バックエンド IOPS',
    readBandwidth: '読み取り帯域幅',
    writeBandwidth: '書き込み帯域幅',
    sharedBandwidth: '帯域幅（読み取りと書き込み）',
    connections: 'クライアント接続数',
    clientNetworkRead: 'クライアントのネットワーク（読み取り）',
    clientNetworkWrite: 'クライアントのネットワーク（書き込み）',
    storedCapacity: '格納容量',
    volumeIops: 'ボリュームの IOPS',
    volumeThroughput: 'ボリュームのスループット',
    instanceIops: 'インスタンスの IOPS',
    instanceThroughput: 'インスタンスのスループット',
    attachments: 'ボリュームのアタッチメント数',
    deviceIops: 'デバイスの IOPS',
    usableCapacity: '使用可能容量',
    hostIops: 'ホストの IOPS（実測）',
    hostThroughput: 'ホストのスループット（実測）',
    concurrency: '並行度（処理中の I/O ÷ レイテンシ）',
  },

  units: {
    MBps: 'MB/秒',
    Gbps: 'Gb/秒',
    backendIops: 'バックエンド IOPS',
    iops: 'IOPS',
    opsPerSecond: '操作/秒',
    clients_other: 'クライアント',
    connections_other: '接続',
    GB: 'GB',
    TB: 'TB',
    count: '',
    percent: '%',
    files_other: 'ファイル',
    iopsPerGB: 'IOPS/GB',
    KBpsPerGB: 'KB/秒（GB 当たり）',
    vpusPerGB: 'VPU/GB',
    OCPU_other: 'OCPU',
    drives_other: 'ドライブ',
    USD: '米ドル',
    ms: 'ミリ秒',
    us: 'マイクロ秒',
    KiB: 'KiB',
    min: '分',
  },

  cost: {
    caption: '月額コストの内訳',
    item: '項目',
    sku: 'SKU',
    quantity: '数量',
    unitPrice: '単価',
    monthly: '月額',
    quantityValue: '{{quantity}} {{unit}}',
    unitPriceValue: '{{per}}当たり {{price}}',
    listTotal: '定価の合計',
    discount: '割引（{{percent}}%）',
    total: '割引後の月額コスト',
    priceDate: '{{date}}時点の定価です。',
    hours: '時間単価は 1 か月 730 時間で計算しています。',
    ownPrice: '（指定した価格）',
    incomplete: 'この構成の一部の価格は公開されていないため、合計には含めていません。',
  },

  warnings: {
    title: '警告',
    none: '警告はありません。',
    sources: '出典:',
  },

  provenance: {
    basis: {
      documented: '資料記載',
      measured: '実測',
      sla: 'SLA',
      derived: '導出',
      extrapolated: '外挿',
      carried: '旧資料から引継ぎ',
      inferred: '推定',
    },
    where: '{{title}}、{{where}}',
    hidden: '（出典: {{citation}}）',
    meaning: '{{label}}: {{meaning}}',
    means: {
      documented: '資料に明記された上限または仕様',
      measured: '資料に掲載されたベンチマーク結果',
      sla: '保証された最低値',
      derived: '資料記載の数値からの計算',
      extrapolated: '資料の測定範囲外。保証ではありません',
      carried: 'この版には記載がなく、旧資料から引き継いだ値',
      inferred: '資料の文章による規則を本ツールが解釈した値',
    },
    citation: {
      label: '出典',
      document: '資料:',
      section: '箇所:',
      date: '日付:',
      basis: '根拠:',
      note: '注記:',
      link: '「出典」一覧でこの資料を表示',
    },
  },

  sources: {
    title: '出典',
    intro: 'このプランの根拠となる資料です。リンクは公開ページを開きます。プランナー自体は何も取得しません。',
    meta: '{{publisher}}、{{date}}（{{retrieved}} 時点の写し）。',
    undated: '日付なし',
    file: 'ファイル: {{file}}',
    via: 'コピーの出所: {{via}}。',
    figuresTitle: '使用中のカタログの版の主な数値',
    family: {
      fileStorage: 'File Storage: {{title}}',
      blockVolume: 'Block Volume: {{title}}',
      denseIo: 'Dense I/O: {{title}}',
    },
    figuresCaption: '{{title}}（{{id}}）の数値',
    figure: '数値',
    value: '値',
    unit: '単位',
    provenance: '出典の種類',
    where: '掲載箇所',
    subjectFigure: '{{subject}}: {{figure}}',
    silent: 'この資料には記載がありません。',
  },

  figure: {
    readMBps: 'マウント・ターゲット当たりの読み取り帯域幅',
    writeMBps: 'マウント・ターゲット当たりの書き込み帯域幅',
    backendIops: 'マウント・ターゲット当たりのバックエンド IOPS',
    connections: 'マウント・ターゲット当たりのクライアント接続数',
    tlsConnections: '転送中の暗号化を使う場合の接続数',
    capacityEntitlementGB: 'マウント・ターゲット当たりの容量エンタイトルメント',
    defaultLimitPerAd: '可用性ドメイン当たりのデフォルトの制限',
    readBase: '32 KiB までの READ のバックエンド IOPS',
    readStep: 'READ が 32 KiB 増えるごとに加わるバックエンド IOPS',
    writeBase: '32 KiB までの WRITE のバックエンド IOPS',
    writeStep: 'WRITE が 32 KiB 増えるごとに加わるバックエンド IOPS',
    stepKiB: '操作コストの刻み幅',
    directoryFilesMax: 'ディレクトリ当たりの推奨最大ファイル数',
    alarmUtilizationPercent: 'マウント・ターゲットを追加する目安の使用率',
    defaultMountTargetsPerAd: '可用性ドメイン当たりのデフォルトのマウント・ターゲット数',
    recommendedNconnect: '推奨される nconnect',
    readMBpsPerTB: '格納 1 TB 当たりの読み取り帯域幅',
    writeMBpsPerTB: '格納 1 TB 当たりの書き込み帯域幅',
    readIopsPerTB: '格納 1 TB 当たりの読み取り IOPS（8 KiB）',
    minVolumeGB: '最小ボリューム・サイズ',
    maxVolumeGB: '最大ボリューム・サイズ',
    maxAttachmentsPerInstance: 'インスタンス当たりのボリューム・アタッチメント数',
    aggregateLimitPerAdGB: '可用性ドメイン当たりのボリューム合計サイズ',
    vpusPerGB: 'GB 当たりの VPU',
    iopsPerGB: 'GB 当たりの IOPS',
    maxIopsPerVolume: 'ボリューム当たりの最大 IOPS',
    kbpsPerGB: 'GB 当たりの KB/秒',
    maxMBpsPerVolume: 'ボリューム当たりの最大スループット（1 MB の I/O）',
    maxIopsParavirtualized: 'ボリューム当たりの最大 IOPS（準仮想化）',
    latencyUs: 'ローカル NVMe のレイテンシの上限',
    slaIops: 'SLA 最小 IOPS',
    drives: 'NVMe ドライブ数',
    driveTB: 'ドライブ当たりの容量',
    rawTB: '物理容量',
    ocpus: 'OCPU 数',
    networkGbps: 'ネットワーク帯域幅',
  },

  pricing: {
    title: '価格',
    currency: '米ドル、従量課金。指定した価格が定価に代わります。空欄にすると定価を使います。',
    discount: '割引（%）',
    caption: '価格表',
    name: '製品',
    listPrice: '定価',
    override: '指定する価格（米ドル）',
    overrideFor: '{{name}} の価格（{{per}} 当たりの米ドル）',
    errorNumber: '0.25 のように数値を入力してください。',
    errorNegative: '0 以上を入力してください。',
    errorMax: '{{max}} 以下を入力してください。',
  },

  pinned: {
    title: '固定したシナリオ',
    name: '名前',
    pin: 'このシナリオを固定',
    unpin: '固定を解除',
    unpinNamed: '{{name}} の固定を解除',
    none: '固定したシナリオはまだありません。現在のシナリオを固定すると、後の変更と比較できます。',
    caption: '現在のシナリオと並べた固定シナリオ',
    current: '現在',
    defaultName: 'シナリオ {{n}}',
    scenario: 'シナリオ',
    requirement: '要件',
    designOf: '{{service}} の構成',
    costOf: '{{service}} の月額',
    readMBps: '読み取り {{value}} MB/秒',
    writeMBps: '書き込み {{value}} MB/秒',
    readIops: '読み取り {{value}} IOPS',
    writeIops: '書き込み {{value}} IOPS',
    ioSize: 'I/O {{value}} KiB',
    capacity: '{{value}} GB',
    clients_other: 'クライアント {{value}} 台',
  },

  report: {
    title: 'OCI ストレージ容量計画',
    titleNamed: 'OCI ストレージ容量計画: {{name}}',
    printed: '印刷日時: {{date}}',
    editions: 'カタログの版: {{fss}}、{{bv}}、{{dio}}、{{lustre}}。',
    priceDate: '{{date}}時点の定価、割引 {{discount}}%。File Storage、Block Volume、Lustre の価格はストレージのみ、Dense I/O の価格はインスタンス全体です。',
    assumptionsTitle: '前提',
    workloadTitle: 'ワークロード:',
    item: {
      readMBps: '読み取り {{value}} MB/秒',
      writeMBps: '書き込み {{value}} MB/秒',
      readIops: '読み取り {{value}} IOPS',
      writeIops: '書き込み {{value}} IOPS',
      ioSize: 'I/O サイズ {{value}}',
      capacity: '格納データ {{value}} GB',
      metadata: 'メタデータ操作 毎秒 {{value}} 回',
      clients_other: 'クライアント {{n}} 台',
      clientsShape_other: 'クライアント {{n}} 台（{{shape}}、各 {{ocpus}}）',
      ocpus_other: '{{n}} OCPU',
      concurrency: 'クライアント当たり {{threads}} スレッド × 処理中 I/O {{depth}}',
      shared: '共有アクセス',
      maxLatency: 'レイテンシ {{value}} ミリ秒以下',
    },
    targetUtilization: 'すべてのサービスを、性能上の制限の目標使用率 {{percent}}% で計画。ハード制限（接続数、アタッチメント数、容量）は 100%。',
    clients_other: 'クライアント・インスタンス {{n}} 台。',
    clientsUnknown: 'クライアント・インスタンスの数が指定されていないため、クライアント側の制限は確認していません。',
    units:
      '単位: スループットは 10 進数の MB/秒（1 MB = 10^6 バイト、1 Gb/秒 = 125 MB/秒）、I/O サイズは 2 進数の KiB（1 KiB = 1,024 バイト）、容量は 10 進数の GB、1 か月は 730 時間。',
    sourceMeta: '{{publisher}}、{{date}}。',
    noUrl: '公開 URL の記録なし。',
  },

  stale: {
    title: '未更新:',
    showing: '最後の有効な入力（{{values}}）に対する計画を表示しています。',
    value: '{{field}} {{value}} {{unit}}',
    valueEmpty: '{{field}} 空欄',
    fix: '更新するには {{fields}} を修正してください。',
    carries: 'リンクとエクスポートも、この最後の有効な値を保持します。',
  },

  verdict: {
    carries: '要件を満たします',
    caveats: '要件を満たします（注意点あり）',
    'does-not': '要件を満たしません',
    colon: ': ',
    separator: '、',
    aboveTarget: '{{limit}}が {{utilization}}%（目標 {{target}}%）',
    warning: {
      'limit-increase': 'サービス制限の引上げが必要',
      'hpmt-commitment': '格納データが HPMT の容量要件を下回る（性能と課金）',
      'metadata-caching': '複数のマウント・ターゲットではメタデータ・キャッシュが無効',
      'clients-too-small': 'クライアントのネットワークが上限に近い',
      'clients-fewer-than-mount-targets': 'クライアントがマウント・ターゲットより少ない',
      'fss-2019-capacity': 'より多くのデータの格納が必要',
      'no-sla': 'このレベルには IOPS の SLA がない',
      'bv-aggregate-limit': 'Block Volume の制限の引上げが必要',
      'nvme-durability': 'ローカル NVMe は OCI によって保護されない',
      raid0: 'RAID 0: ドライブ 1 台の故障でアレイ全体が失われる',
      latency: '要求されたレイテンシは保証されていない',
      'client-ocpus-assumed': 'クライアントの OCPU 数を仮定',
      'instance-ocpus-assumed': 'インスタンスの OCPU 数を仮定',
      'lustre-minimum-dominates': '保存量にかかわらず最小容量が課金される',
      'lustre-small-io': 'この I/O サイズではティアの数値に届かない可能性がある',
    },
  },

  clients: {
    title: 'クライアントと並行度',
    titleBv: '並行度',
    noClients: 'クライアントの台数が指定されていないため、マウント・ターゲットへの割当て、クライアントのネットワーク、並行度は確認していません。',
    clientsPhrase_other: '{{n}} 台',
    assignmentEven_other: '各クライアントは 1 つのマウント・ターゲットにマウントします。{{n}} 個のマウント・ターゲットにそれぞれ {{busiestClients}}です。',
    assignment:
      '各クライアントは 1 つのマウント・ターゲットにマウントします。{{busiestClients}}のものが {{busiestCount}} 個、{{others}} 台のものが {{othersCount}} 個で、最も負荷の高いものを目標使用率以内に収めています。',
    assignmentIdle_other: 'マウント・ターゲット {{n}} 個にクライアント {{clientsText}}: {{idle}} 個は使われません。',
    needPerClient_other:
      '操作 1 回 {{latency}} ミリ秒（{{source}}）では、要件を満たすには約 {{total}} 個の操作を同時に処理する必要があります（クライアント当たり {{perClient}} 個）。',
    needTotal_other: '操作 1 回 {{latency}} ミリ秒（{{source}}）では、要件を満たすには約 {{total}} 個の操作を同時に処理する必要があります。',
    have: 'クライアント当たりのスレッド × キューの深さは {{threads}} × {{depth}} で、同時に処理するのは合計 {{available}} 個です。',
    unset: 'スレッド数とキューの深さが指定されていないため、確認していません。「並行度とレイテンシ」に入力してください。',
    latencyStated: 'サービスが示す上限値',
    latencyUser: '指定された値',
    latencyCalibrated: 'あなたの fio 実行で測定',
  },

  modelCheck: {
    title: 'このモデルの確かさ',
    link: 'このモデルの確かさ',
    summary:
      'プランナーが把握しているすべての公表測定値を規則から計算しました: {{rows}} 行、そのうち記載値のあるもの {{measured}} 行、許容範囲内 {{within}} 行、モデルが一致しないもの {{unmatched}} 行（それぞれ理由を記載）。',
    worstCaption: '資料の記載値から最も離れている行',
    allCaption: 'すべての行: 資料に対するモデル',
    all_other: '全 {{count}} 行を表示',
    row: '行',
    sourceTable: '{{source}}、{{table}}',
    quantityHead: '数量',
    quantity: { throughputMBps: 'MB/秒', iops: 'IOPS', backendIops: 'バックエンド IOPS' },
    measured: '記載値',
    model: 'モデル',
    error: '誤差',
    tolerance: '許容範囲',
    binds: '制約となる制限',
    why: '理由',
    withheld: '非公開',
    notMatched: '一致せず',
    printed: '記載値',
    cli: 'コマンドラインでも同じ表を出力できます: npm run --silent validate（JSON は -- --json を追加）。',
    note: {
      'above-documented': 'テストは HPMT-80 の公表値 80 Gb/秒を上回りました（資料にもその旨の記載があります）。プランナーは公表値で計画します。',
      'three-of-four-loaded':
        'マウント・ターゲット当たりの記載値から、4 個のうち 3 個にそれぞれ 8 台のクライアントが割り当てられていたことがわかります（テストは負荷をかけたマウント・ターゲットごとに 8 台を割り当てています）。モデルも同じ条件、つまり 3 個に負荷をかけて計算します。',
      'small-io-measured':
        '測定値で計画しています（既定の「表 1 と測定値の低い方」）: 4 KiB の読み取りで HPMT-80 1 個が処理したのは、表 1 が想定するバックエンド IOPS 400K の約 3 分の 1 でした。表 1 だけで計算すると、モデルの値は測定値の 2 倍を超えます。',
      'host-bound-by-construction':
        '構成上一致します: この測定値を複数ボリュームの構成の上限として使っています（ボリューム単位の規則だけではより大きな値になります）。',
      'curve-is-input': '測定された曲線が、これらの読み書き比率でのモデルの入力です。',
      'headline-rounded':
        '一致せず: 資料は全デバイスの値を「~3.0MM」と記載しています。プランナーは、すべての読み書き比率で測定された 1 デバイスの曲線 × 8 ドライブを使います。',
      'printed-rounded': 'MB/秒の整数に丸めて記載されています。',
      'printed-decimal-kb': '8 KB を 8,000 バイトとして、または MiB/秒で記載しています。プランナーは 8 KiB を 10 進数の MB/秒で扱います。',
      'printed-over-iops-cap': '一致せず: 記載された 8 KB の値には、このレベルの上限 50,000 IOPS を超える IOPS が必要です。',
      'printed-230-per-gb': '表はページの式の 225 IOPS/GB ではなく 230 IOPS/GB で記載しています。',
      'printed-row-start': '一致せず: 記載された行は 1.5 TB から始まりますが、GB 当たり 240 KB/秒では 360 MB/秒です。480 MB/秒になるのは 2 TB からです。',
      'blog-32000-bytes': 'ブログは 32 kB を 32,000 バイトとして数えています。プランナーの I/O サイズは 2 進数です。',
      withheld: '測定結果の表は共有版では非公開です。論文と照合できるよう、モデルの値を表示しています。',
    },
  },

  /** エンジンの結果コードの文（engineText.ts を参照）。 */
  engine: {
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
        '容量は増やすことしかできません。{{stepBreakTiB}} TiB までは {{smallStepTiB}} TiB 単位、それ以降は {{largeStepTiB}} TiB 単位で増え、減らすことはできません。増加後の数時間はデータの再配置で性能が下がることがあります。',
      'lustre-client-required':
        'ファイル・システムをマウントするすべてのホストに Lustre クライアント・パッケージが必要です（Kubernetes の CSI ドライバは Oracle Linux 8 x86 と Ubuntu 22.04 x86 に対応）。',
      'lustre-single-ad':
        'Lustre のファイル・システムは 1 つの可用性ドメインにあります。クライアントも同じドメインに置いてください。別のドメインへのレプリケーションは記載されていません。',
      'lustre-performance-unit-inferred_other':
        'Oracle はパフォーマンス・ユニット 1 単位が何を表すかを示していません。この価格は、TB 当たり {{tier}} MB/s の階層で GB 当たり {{units}} ユニット（ストレージに加えて GB・月当たり {{perGBMonthUSD}}）と仮定しています。',
      'lustre-small-io':
        '{{ioSizeKiB}} では階層の値（TB 当たりのスループット）に届かないことがあります。Lustre の小さい I/O やメタデータの性能は公開されていません。',
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
        'マウント・ターゲット（{{type}}）{{mountTargets}} 個は、可用性ドメイン当たりのデフォルトの制限（{{limit}} 個）を超えます。構築する前にサービス制限の引上げをリクエストしてください。',
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
        'メタデータ操作だけで {{mountTargets}} 個のマウント・ターゲットが処理できる量を超えるため、データ操作を処理する余地がありません。',
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
      'bv-printed-8k':
        '8 KiB では、{{level}}の表は {{rowGB}} GB のボリュームに {{printedMBps}} MB/秒と記載しています。{{sizeGB}} GB のボリュームがそれ以上の大きさのボリュームを上回ることはないため、GB 当たりの規則による {{formulaMBps}} MB/秒ではなく、記載値を使います。',
      'bv-host-measured': '合計は、1 台のホストで {{volumes}} 個のボリュームを同時に使った実測値（{{iops}} IOPS、{{mbps}} MB/秒）までに抑えています。',
      'bv-concurrency-unknown': 'スレッド数とキューの深さが指定されていないため、並行度は確認していません（I/O 1 回 {{latencyMs}} ミリ秒として）。',
      'bv-concurrency_other':
        '並行度で制限されます。処理中の I/O {{outstanding}} 個、1 回 {{latencyMs}} ミリ秒では毎秒最大 {{maxOps}} 回しか完了しません。毎秒 {{iops}} 回には約 {{needed}} 個の I/O を同時に処理する必要があります。',
      'instance-unknown': 'インスタンスのシェイプが指定されていないため、インスタンス当たりの IOPS、スループット、VM のネットワーク制限は確認していません。',
      'bv-infeasible_shape':
        '1 台の {{shape}} 上のボリュームをどう組み合わせても、{{ioSizeKiB}} で毎秒 {{iops}} 回の操作は処理できません。処理を複数のインスタンスに分散するか、File Storage または Dense I/O を検討してください。',
      'bv-infeasible_instance':
        '1 つのインスタンス上のボリュームをどう組み合わせても、{{ioSizeKiB}} で毎秒 {{iops}} 回の操作は処理できません。処理を複数のインスタンスに分散するか、File Storage または Dense I/O を検討してください。',
      'bv-aggregate-limit':
        'Block Volume の合計 {{totalGB}} GB は、可用性ドメイン当たりのデフォルトの上限 {{limitGB}} GB を超えます。制限の引上げをリクエストしてください。',
      // Dense I/O
      'nvme-durability':
        'OCI はローカル NVMe に対して RAID、バックアップ、スナップショットを提供しません。データの保護はお客様の責任です。ドライブが故障した場合は、ただちにデータを新しいインスタンスにコピーしてください。',
      'raid-invalid': 'RAID {{raid}} には {{rule}}のドライブが必要ですが、このシェイプのドライブは {{drives}} 台です。',
      raid0: 'RAID 0 では、いずれか 1 台のドライブが故障するとアレイ全体が失われます。RAID 10 なら容量は半分になりますが、データのコピーが残ります。',
      'io-size': 'Dense I/O の数値は 4 KiB の I/O についてのみ公表されています。{{ioSizeKiB}} では、表示より少ない IOPS を見込んでください。',
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

    /** どの構成も要件を満たさないとき、満たすために変えられること: キーは対処コード（variant はコンテキスト）。 */
    remedy: {
      'more-clients': 'クライアント・インスタンスを増やす: {{clients}} 台以上。',
      'more-clients_design': 'クライアント・インスタンスを増やす: {{clients}} 台あれば、{{mountTargets}} × {{type}} で満たせます。',
      'larger-client': '各クライアント・インスタンスが {{mbpsPerClient}} MB/秒以上を転送できるようにする。',
      'larger-client_shape':
        'より大きなクライアント・インスタンスにする: 各 {{ocpus}} OCPU の {{shape}}（クライアントあたり NFS ペイロード {{mbpsPerClient}} MB/秒）。',
      'larger-client_network': 'ネットワーク帯域の大きいクライアント・インスタンスにする: 各クライアントに NFS ペイロード {{mbpsPerClient}} MB/秒が必要です。',
      'larger-client_bv': 'Block Volume の上限が {{iops}} IOPS、{{mbps}} MB/秒に達するインスタンスにする（目標使用率で要件を満たすのに必要な値）。',
      'larger-client_multipath':
        'ベア・メタル、または {{ocpus}} OCPU 以上の VM にする: 超高パフォーマンスのボリュームにはマルチパス・アタッチメントが必要です。',
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
      'fss-only':
        'マウント・ターゲット（{{type}}）× {{mountTargets}}: 目標使用率 {{targetPercent}}% では{{limit}}によってマウント・ターゲットの数が決まります。',
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
  },
} as const;

export default results;
