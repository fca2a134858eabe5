/**
 * 日本語: グラフ（src/ui/charts）の文字列。`charts` の下に入る。単位はすべての軸に明記する:
 * スループットは 10 進数の MB/秒、I/O と転送サイズは 2 進数の KiB/MiB、容量は OCI の課金と
 * 同じ GB/TB、レイテンシはミリ秒。
 */
const charts = {
  panel: {
    heading: 'グラフ',
  },

  actions: {
    showTable: 'データ表を表示',
    hideTable: 'データ表を隠す',
    csv: 'CSV をダウンロード',
    svg: 'SVG をダウンロード',
    png: 'PNG をダウンロード',
    noChart: 'グラフがまだ描画されていないため、ダウンロードできるものがありません。',
    pngFailed: 'このブラウザではグラフを PNG に変換できませんでした。「SVG をダウンロード」をお試しください。',
  },

  yourRun: {
    series: 'お客様の測定（fio）',
    seriesDated: 'お客様の測定（fio、{{date}}）',
    point: '{{name}}: {{value}} {{unit}}',
  },
  common: {
    readout: '{{name}}: {{value}}',
    readoutNoted: '{{name}}: {{value}}（{{note}}）',
    legendToggle: 'クリックでこの系列の表示・非表示を切り替えます',
    pickHint: 'Enter キー: {{action}}',
    pickPointer: '強調表示された点をクリックすると、その構成を評価します',
    show: '表示',
    required: '要件: {{value}} {{unit}}',
    recommended: '推奨構成',
    closest: '最も近い構成（要件は満たしません）',
    chosen: '選択した構成（推奨構成の代わりに評価）',
  },

  services: {
    'file-storage': 'File Storage',
    'block-volume': 'Block Volume',
    'dense-io': 'Dense I/O（ローカル NVMe）',
    lustre: 'File Storage with Lustre',
  },

  mountTargets: {
    standard: '通常',
    'hpmt-20': 'HPMT-20',
    'hpmt-40': 'HPMT-40',
    'hpmt-80': 'HPMT-80',
  },

  units: {
    MBps: 'MB/秒',
    backendIops: 'バックエンド IOPS',
    iops: 'IOPS',
    connections: '接続',
    GB: 'GB',
    count: '',
  },

  basis: {
    documented: '資料記載',
    measured: '実測',
    sla: 'SLA 下限',
    derived: '導出',
    extrapolated: '外挿',
    carried: '旧資料から引継ぎ',
    inferred: '推定',
  },

  limits: {
    title: '{{service}}: 各制限の使用率',
    description: '{{design}}。要件そのものに対する値です。ソフト制限は {{target}} まで、ハード制限（接続数、アタッチメント数）は 100% までで計画しています。',
    descriptionFull: '{{design}}。要件そのものに対する値です。この構成は、各制限の 100% 以内で要件を満たすようにサイジングしています。',
    tableCaption: '{{service}}: 推奨構成の各制限の使用率',
    xAxis: '使用率（%）',
    target: '{{percent}} までで計画',
    legendUse: '使用率',
    legendBinding: 'ボトルネックの制限（斜線）',
    binding: 'ボトルネック',
    hard: 'ハード制限',
    names: {
      backendIops: 'バックエンド IOPS',
      readBandwidth: '読み取り帯域幅',
      writeBandwidth: '書き込み帯域幅',
      sharedBandwidth: '帯域幅（読み取り + 書き込み）',
      connections: 'クライアント接続数',
      clientNetworkRead: 'クライアントのネットワーク、読み取り',
      clientNetworkWrite: 'クライアントのネットワーク、書き込み',
      storedCapacity: '格納容量',
      volumeIops: 'ボリュームの IOPS',
      volumeThroughput: 'ボリュームのスループット',
      instanceIops: 'インスタンスの IOPS',
      instanceThroughput: 'インスタンスのスループット',
      attachments: 'ボリュームのアタッチメント数',
      deviceIops: 'NVMe の IOPS',
      usableCapacity: '使用可能容量',
      hostIops: 'ホストの IOPS（実測）',
      hostThroughput: 'ホストのスループット（実測）',
      concurrency: '並行度（処理中の I/O）',
    },
    table: {
      limit: '制限',
      demand: '要求',
      capacity: '構成の上限',
      unit: '単位',
      percent: '使用率（%）',
      binding: 'ボトルネック',
      hard: 'ハード制限',
      basis: '根拠',
    },
  },

  fss: {
    title: 'File Storage: マウント・ターゲット数ごとの性能',
    description:
      '各タイプのマウント・ターゲット 1～N 個が、このワークロードの構成で飽和時に提供する性能です（{{catalog}}）。スループットは読み取り + 書き込み（10 進数の MB/秒）、バックエンド IOPS は表 2 の数え方によります。実測点は、このワークロードと同じ I/O サイズでの資料の HPMT-80 読み取りテストです（クライアントとマウント・ターゲットは資料のもの）。',
    descriptionOtherShape:
      '各タイプのマウント・ターゲット 1～N 個が、このワークロードの構成で飽和時に提供する性能です（{{catalog}}）。スループットは読み取り + 書き込み（10 進数の MB/秒）、バックエンド IOPS は表 2 の数え方によります。資料の測定は HPMT-80 での 1 MiB と 4 KiB の読み取りで、このワークロードの構成に該当するものがないため表示していません。',
    descriptionNoMeasured:
      '各タイプのマウント・ターゲット 1～N 個が、このワークロードの構成で飽和時に提供する性能です（{{catalog}}）。スループットは読み取り + 書き込み（10 進数の MB/秒）、バックエンド IOPS は表 2 の数え方によります。この版には測定結果の表がありません。',
    tableCaption: 'マウント・ターゲットの数とタイプごとの File Storage の性能（{{catalog}}）',
    metricThroughput: 'スループット（MB/秒）',
    metricIops: 'バックエンド IOPS',
    xAxis: 'マウント・ターゲット（個数）',
    yThroughput: 'スループット（MB/秒）',
    yIops: 'バックエンド IOPS',
    tooltipCount_other: 'マウント・ターゲット {{count}} 個',
    recommendedPoint_other: '推奨: {{type}} × {{count}}、{{value}} {{unit}}',
    closestPoint_other: '最も近い構成: {{type}} × {{count}}、{{value}} {{unit}}',
    chosenPoint_other: '選択した構成: {{type}} × {{count}}、{{value}} {{unit}}',
    evaluate_other: '{{type}} × {{count}} をこのワークロードで評価',
    measuredSeries: '実測、{{ioSize}} の読み取り（HPMT-80）',
    measuredPoint_other: '実測: {{type}}、{{ioSize}} の読み取り、クライアント {{clients}} 台、マウント・ターゲット {{count}} 個',
    measuredCaption: '公表されている測定結果（{{catalog}}）: 合計スループットとバックエンド IOPS',
    table: {
      mountTargets: 'マウント・ターゲット',
      throughput: '{{type}}: スループット（MB/秒）',
      backendIops: '{{type}}: バックエンド IOPS',
      measurement: '測定',
      clients: 'クライアント',
      measuredThroughput: 'スループット（MB/秒）',
      measuredIops: 'バックエンド IOPS',
    },
  },

  fss2019: {
    title: 'File Storage（2019 年モデル）: 格納データ量ごとのスループット',
    description:
      '2019 年 10 月の資料では、File Storage の性能は格納データ量に比例します（1 TB 当たり読み取り 100 MB/秒、書き込み 50 MB/秒）。線はこのワークロードの構成、円は資料の 1 TB、10 TB、100 TB の行（読み取りと書き込み）です。単位は 10 進数の MB/秒と TB。',
    tableCaption: '格納データ量ごとの File Storage のスループット（2019 年の容量比例モデル）',
    deckCaption: '資料の表（oci-2019-10）',
    total: 'スループット、読み取り + 書き込み',
    read: '読み取り',
    write: '書き込み',
    deck: '資料の表の行',
    xAxis: '格納データ量（TB）',
    yAxis: 'スループット（MB/秒）',
    recommendedPoint: '推奨: {{capacity}} TB、{{value}} {{unit}}',
    closestPoint: '最も近い構成: {{capacity}} TB、{{value}} {{unit}}',
    table: {
      capacity: '格納データ量（TB）',
      readIops: '読み取り IOPS（8 KiB）',
    },
  },

  bv: {
    title: 'Block Volume: ボリューム 1 個のサイズごとの性能（{{ioSize}}）',
    description:
      '各パフォーマンス・レベルのボリューム 1 個が、サイズに応じて提供する IOPS とスループットです（{{catalog}}、{{ioSize}} の I/O、iSCSI）。マーカーは、そのレベルの性能が頭打ちになる位置を示します。サイズは GB、スループットは 10 進数の MB/秒。',
    tableCaptionIops: 'サイズとパフォーマンス・レベルごとのボリューム 1 個の IOPS（{{ioSize}}）',
    tableCaptionMBps: 'サイズとパフォーマンス・レベルごとのボリューム 1 個のスループット（MB/秒、{{ioSize}}）',
    metricIops: 'IOPS',
    metricMBps: 'スループット（MB/秒）',
    levels: '表示するパフォーマンス・レベル（{{total}} 個中 {{shown}} 個）',
    xAxis: 'ボリューム・サイズ（GB）',
    yIops: 'ボリューム当たりの IOPS',
    yMBps: 'ボリューム当たりの MB/秒',
    requiredAll: '要件（全ボリューム）: {{value}} {{unit}}',
    requiredPerVolume_other: 'ボリューム当たり（{{count}} 個）: {{value}} {{unit}}',
    recommendedPoint_other: '推奨: {{count}} × {{size}} GB（{{level}}）',
    closestPoint_other: '最も近い構成: {{count}} × {{size}} GB（{{level}}）',
    chosenPoint_other: '選択した構成: {{count}} × {{size}} GB（{{level}}）',
    evaluate_other: '{{count}} × {{size}} GB（{{level}}）をこのワークロードで評価',
    table: {
      size: 'ボリューム・サイズ（GB）',
    },
  },

  dio: {
    title: 'Dense I/O: 読み取りの割合ごとの IOPS（RAID {{raid}}）',
    description:
      'RAID {{raid}} の書き込みペナルティを適用した後の、各シェイプのフロントエンド IOPS です（{{catalog}}）。実線は標準値（塗りつぶしのマーカーは実測、白抜きは外挿）、破線は OCI が保証する SLA 下限です。数値は 4 KiB の I/O について公表されたものです。',
    ioCounted: '{{io}} では、4 KiB の数値を I/O サイズ ÷ 4 KiB の {{factor}} で割っています（スループットは公表されていません）。計画と同じ扱いです。',
    excluded: '表示していないシェイプ（RAID {{raid}} を構成できない）: {{shapes}}。',
    tableCaption: '読み取りの割合ごとの Dense I/O のフロントエンド IOPS（RAID {{raid}}）',
    shapes: '表示するシェイプ（{{total}} 個中 {{shown}} 個）',
    typical: '{{shape}}、標準値',
    sla: '{{shape}}、SLA 下限',
    requiredPoint: '要件: 読み取り {{read}}% で {{value}} IOPS',
    recommendedPoint: '推奨: {{shape}}、読み取り {{read}}% で {{value}} IOPS',
    closestPoint: '最も近い構成: {{shape}}、読み取り {{read}}% で {{value}} IOPS',
    chosenPoint: '選択した構成: {{shape}}、読み取り {{read}}% で {{value}} IOPS',
    evaluate: '{{shape}}（RAID {{raid}}）をこのワークロードで評価',
    xAxis: '読み取り（操作に占める %）',
    yAxis: 'RAID {{raid}} 適用後の IOPS',
    tooltipRead: '読み取り {{read}}',
    table: {
      read: '読み取り（%）',
      sla: '{{shape}} の SLA 下限（IOPS）',
      typical: '{{shape}} の標準値（IOPS）',
      basis: '{{shape}} の根拠',
    },
  },

  lustre: {
    title: 'File Storage with Lustre: 容量とパフォーマンス層ごとのスループット',
    description_other:
      '各パフォーマンス層の合計スループット（TB 当たりの MB/秒 × 10 進数の TB で表した容量）を、サービスが許す容量ごとに示します（{{catalog}}）。容量は 31.2 TiB 以上、124.8 TiB までは 10.4 TiB 単位、それより上は 41.6 TiB 単位です。描画する刻み: {{stride}} 段ごと（推奨の容量は常に描画）。スループットは 10 進数の MB/秒。',
    tier: 'TB 当たり {{tier}} MB/秒',
    atTarget: '使用率 {{percent}}% での要件: {{value}} {{unit}}',
    xAxis: '容量（TB、10 進数）',
    yAxis: '合計スループット（MB/秒）',
    tooltip: '{{tb}} TB',
    tableCaption: '容量ごとの各パフォーマンス層の合計スループット（MB/秒）',
    recommendedPoint: '推奨: {{tib}} TiB、TB 当たり {{tier}} MB/秒、{{value}} {{unit}}',
    closestPoint: '最も近い構成: {{tib}} TiB、TB 当たり {{tier}} MB/秒、{{value}} {{unit}}',
    chosenPoint: '選択した構成: {{tib}} TiB、TB 当たり {{tier}} MB/秒、{{value}} {{unit}}',
    evaluate: 'TB 当たり {{tier}} MB/秒、{{tib}} TiB をこのワークロードで評価',
    table: {
      capacityTiB: '容量（TiB）',
      capacityGB: '容量（GB）',
    },
  },

  latency: {
    title: 'レイテンシと同時実行性',
    description:
      '転送のたびに完了を待つ 1 本のストリームが転送できるのは「転送サイズ ÷ レイテンシ」です（リトルの法則）。要件を満たすには「1 秒当たりの操作数 × レイテンシ」の操作を同時に実行する必要があります。星印はブログで計算例として示された 32 kB の数値です。レイテンシはミリ秒、スループットは 10 進数の MB/秒、サイズは 2 進数。',
    tableCaption: 'レイテンシと転送サイズごとのシリアル・ストリーム 1 本のスループットと、要件に必要な同時実行の操作数',
    series: 'ストリーム 1 本、{{size}} の転送',
    concurrency: '毎秒 {{ops}} 操作に必要な同時実行数',
    blog: 'ブログ: 32 kB の転送、1 スレッド',
    blogPoint: '{{latency}} ミリ秒で {{value}} MB/秒',
    xAxis: 'ラウンド・トリップのレイテンシ（ミリ秒）',
    yAxis: 'ストリーム 1 本（MB/秒）',
    y2Axis: '同時実行の操作数',
    nvme: 'ローカル NVMe < {{value}} ミリ秒',
    fssBv: 'File Storage、Block Volume < {{value}} ミリ秒',
    fss: 'File Storage < {{value}} ミリ秒',
    bv: 'Block Volume < {{value}} ミリ秒',
    asked: '要求されたレイテンシ: {{value}} ミリ秒',
    tooltipLatency: 'ラウンド・トリップ {{value}} ミリ秒',
    inFlight: '同時実行 {{value}} 操作',
    table: {
      latency: 'レイテンシ（ミリ秒）',
      concurrency: '必要な同時実行の操作数',
      blog: 'ブログ、32 kB（MB/秒）',
    },
  },
};

export default charts;
