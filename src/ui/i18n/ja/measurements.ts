/**
 * 日本語: 測定ファイルからワークロードを読み取るときの言葉（エンジンの `measurements/` が返すコードの説明）。
 * i18next のリソースではなく、コマンドラインと取り込みパネルが直接読む。
 */
import type en from '../en/measurements.ts';

const ja: typeof en = {
  problem: {
    unknownFormat: 'はプランナーが読める形式ではありません（想定: {{expected}}。OCI Monitoring の JSON、iostat -x、nfsiostat、プランナーの CSV のいずれか）',
    invalidJson: 'は正しい JSON ではありません（想定: {{expected}}）',
    schemaMismatch: 'に形の合わない値があります（想定: {{expected}}）',
    unknownMetric: 'のメトリック {{metric}}（{{namespace}}）はプランナーが読まないものです。その {{skipped}} 点は使っていません',
    unitUndecidable:
      'のメトリック {{metric}} は単位を決められません（必要な情報: {{expected}}）。クエリの統計か単位を指定してください（--oci-statistic、--oci-unit）。その {{skipped}} 点は使っていません',
    timestampsOutOfOrder: 'のストリーム {{stream}} で時刻の順序が乱れています。並べ替えて使いました',
    timestampRepeated: 'のストリーム {{stream}} で同じ時刻が繰り返されています。重複した {{skipped}} 点は使っていません',
    badTimestamp: 'のストリーム {{stream}} に読めない時刻があります。{{skipped}} 点は使っていません',
    gap: 'のストリーム {{stream}} に {{gaps}} か所の欠落があります（サンプル間隔 {{expectedSeconds}} 秒のところ最長 {{longestSeconds}} 秒、最初は {{from}} の後）',
    negativeValue: 'のストリーム {{stream}} に負の値があります。{{skipped}} 点は使っていません',
    notANumber: 'のストリーム {{stream}} に数値でない値があります。{{skipped}} 点は使っていません',
    counterBackwards: 'のストリーム {{stream}} でカウンターが逆戻りしています（最初は {{at}}）。{{skipped}} 個のサンプルは使っていません',
    counterReset: 'のストリーム {{stream}} でカウンターがゼロから再開しています（最初は {{at}}、{{resets}} 回）。再開後はゼロから数えました',
    streamLengthsDiffer:
      'の {{metric}} のストリームは長さが異なります（サンプル数 {{lengths}}）。全ストリームにサンプルがある時刻だけを合計し、{{skipped}} 点は使っていません',
    noData: 'にはプランナーが使えるデータがありません',
    unknownColumn: 'の列 {{column}} はプランナーが知らない名前です（read_MBps のようにメトリックと単位で名付けてください）',
    firstReportSkipped: 'の最初のレポートは起動（またはマウント）からの平均なので使っていません（{{skipped}} 値）',
    noTimestamps: 'には時刻がありません。レポートは {{intervalSeconds}} 秒間隔とみなしました（コマンドの間隔を --interval で指定してください）',
    resolutionDiffers:
      'はストリーム {{stream}} の解像度を {{statedSeconds}} 秒としていますが、サンプルの間隔は {{dataSeconds}} 秒です。解像度をクエリの間隔とみなしました（異なる場合は --interval で間隔を指定してください）',
    unknownSizeBucket: 'のサイズ区分 {{size}} を読めません。その {{skipped}} 点は使っていません',
    unknownOperation: 'のメタデータ操作 {{operation}} はプランナーが扱う NFS 操作ではありません。その {{skipped}} 点は使っていません',
    fileTooLarge: 'は上限の {{limitBytes}} バイトを超えています',
  },
  reading: {
    perIntervalDivided: '間隔あたりの値を {{intervalSeconds}} 秒で割った値',
    perSecondAsGiven: '秒あたりの値（そのまま）',
    counterDifferenced: '累積カウンター: サンプル間の差をその秒数で割った値',
    levelAsGiven: 'その時点の値（そのまま）',
    kibPerSecondToBytes: 'kB/s を 1,024 バイトとして換算',
    mibPerSecondToBytes: 'MB/s を 1,048,576 バイトとして換算',
    sectorsPerSecondToBytes: '毎秒の 512 バイト・セクター数から換算',
    csvColumnUnit: '列名の単位で換算',
  },
  finding: {
    throttled:
      '現在のボリュームは {{samples}} 個のサンプルで I/O をスロットルしています（約 {{throttledIos}} 操作が抑えられました）。この負荷には小さすぎます（{{files}}）。',
    todayUse: '{{statistic}} の負荷での現在のボリューム: {{limit}} の使用率 {{utilizationPercent}}%（保証値 {{guaranteed}} のうち {{demand}}）。',
    trend: '{{quantity}} の傾向: 年 {{growthPercentPerYear}}%、ばらつき {{spreadPercent}}%（期間 {{spanDays}} 日、{{samples}} サンプル）。',
  },
  statistic: { peak: 'ピーク', p99: '99 パーセンタイル', p95: '95 パーセンタイル', mean: '平均' },
  basis: {
    coincident: '同じ時刻の読み取りと書き込み（同時サンプル）',
    separate: '量ごとの統計値の合計（別々のピーク）',
  },
  panel: {
    heading: '測定値の取り込み',
    intro:
      '今動いているシステムからプランを作ります。エクスポートしたメトリック（OCI Monitoring の JSON、iostat -x、nfsiostat、プランナーの CSV）を選んでください。ファイルはこのブラウザーの中で読み、外には送りません。',
    filesLabel: '測定ファイル',
    template: 'CSV のテンプレートをダウンロード',
    readSummary: '{{file}}: {{points}} 点を読み込み、{{skipped}} 点を除外',
    problemsHeading: 'ファイルについて気づいたこと',
    streamsLabel: 'ストリーム',
    streamsSum: 'すべてのストリームを合計（{{count}} 本）',
    statisticLabel: '統計値',
    basisLabel: '読み取りと書き込み',
    basisShort: { coincident: '同じ時刻の値を組で使う（同時サンプル）', separate: 'それぞれのピークを足し合わせる（別々のピーク）' },
    window: '期間: {{from}} から {{to}} まで（UTC、{{samples}} サンプル）',
    derivedHeading: 'この統計値でのワークロード',
    alternative: 'もう一方の求め方（{{basis}}）: {{demand}}',
    nothing: 'ファイルには、プランナーが使える読み取り・書き込みの値がありません。',
    use: 'このワークロードを使う',
    used: 'フォームに測定から求めたワークロードを入れました（{{fields}}）。プランもこれに従います。これらの欄は、変更するまで「測定値から」と表示されます。',
    following: '統計値、求め方、期間を変えると、プランも作り直されます。',
    missing: '測定からは I/O サイズがわかりません。フォームに入力してから、このワークロードを使ってください。',
    invalid: 'このワークロードではプランを作れません: {{reason}}',
    linkNote: '共有リンクとエクスポートには、求めたワークロードとその出どころ（ファイル名、メトリック、統計値、期間）が入ります。測定値そのものは入りません。',
    loadFailed: '取り込み機能を読み込めませんでした。もう一度お試しください。',
    chartTitle: '測定された値',
    chartHint: 'グラフの下のバーの両端をドラッグして期間を選びます（バックアップの夜は除き、月末の締めは残す、など）。',
    metricLabel: '表示',
    metric: { mbps: 'MB/s', iops: 'IOPS' },
    series: { read: '読み取り', write: '書き込み', total: '読み取り + 書き込み' },
    statLine: '{{statistic}}: {{value}}',
    time: '時刻（UTC）',
  },
  cli: {
    where: '{{file}} {{message}}',
    whereLine: '{{file}}（{{line}} 行目）{{message}}',
    wherePath: '{{file}}（{{path}}）{{message}}',
    missing: '測定からは {{fields}} がわかりません。指定してください（--io-size-kib、--capacity-gb）',
    derived: '測定から求めたワークロード（{{statistic}}、{{basis}}）、{{from}} から {{to}} まで:',
    field: '  {{field}}: {{value}}（{{files}} の {{metrics}} から）',
    alternative: '  もう一方の求め方（{{basis}}）: {{demand}}',
  },
};
export default ja;
