/**
 * 1 日の負荷パターン（src/engine/profile）の日本語: 入力欄、ブロック・ボリュームの自動チューニングと固定 VPU、
 * HPMT の選択肢、注記、グラフ。`profile` キーの下に入る。
 */
const profile = {
  title: '1 日の負荷パターン',
  intro:
    '要件はピーク時の負荷（100%）です。ピークの時間帯とそれ以外の時間の水準を入れると、ブロック・ボリュームの自動チューニングと固定 VPU、ファイル・ストレージの高パフォーマンス・マウント・ターゲットとバーストの費用を比べます。',
  none: 'ピークの時間とオフピークの水準を入れると 1 日の費用を計算します。',
  field: {
    peakHours: '1 日のピーク時間（時間）',
    peakStartHour: 'ピークの開始時刻（0〜23 時）',
    peakLevelPercent: 'ピークの水準（要件に対する %）',
    offPeakLevelPercent: 'オフピークの水準（要件に対する %）',
    peakDaysPerMonth: 'ピークのある日数（月あたり、空欄は毎日）',
  },
  hint: {
    peakHours: 'ピークの水準が続く 1 日の時間数（必須）。',
    peakStartHour: 'ピークが始まる時刻（その日の時計で）。',
    peakLevelPercent: '空欄なら 100%（要件がピーク）。',
    offPeakLevelPercent: 'ピーク以外の時間の水準（要件に対する割合、必須）。',
    peakDaysPerMonth: '毎日ピークがあるなら空欄。',
  },
  placeholder: {
    peakHours: '例: 8',
    peakStartHour: '例: 9',
    peakLevelPercent: '100',
    offPeakLevelPercent: '例: 20',
    peakDaysPerMonth: '30',
  },
  fieldError: {
    peakHours: '1 から 24 までの整数（時間）を入れてください。',
    peakStartHour: '0 から 23 までの整数（時）を入れてください。',
    peakLevelPercent: '1 から 100 までの百分率を入れてください。',
    offPeakLevelPercent: '0 から 100 まで、ピークの水準以下の百分率を入れてください。',
    peakDaysPerMonth: '1 から 30 までの整数（日）を入れてください。',
  },
  fromMeasurements: '測定データから読み取りました。',
  measured: {
    found: 'このサンプル（{{days}} 日分）の 1 日の負荷パターン: {{start}} 時から {{hours}} 時間のピーク、それ以外の時間はその {{off}}%。',
    use: '1 日の負荷パターンとして使う',
    used: '1 日の負荷パターンに設定しました（比較の「時間軸で見る」）。',
    lessThanADay: '1 日の負荷パターンはありません: サンプルは {{hours}} 時間分で、1 日に足りません。',
    hoursMissing: '1 日の負荷パターンはありません: {{hours}} 時間分の時間帯にサンプルがありません。',
    noLoad: '1 日の負荷パターンはありません: サンプルにスループットも操作数もありません。',
  },
  bv: {
    title: 'ブロック・ボリューム: 自動チューニングか固定 VPU か',
    volumes_other: '{{size}} GB のボリューム {{n}} 本で:',
    fixed: 'ピークに合わせて {{vpus}} VPU/GB で 1 か月固定: 月額 {{cost}}。',
    autotune:
      '自動チューニング（デフォルト {{low}}、最大 {{high}} VPU/GB。平均 {{mean}} VPU/GB、ピークのある日にデフォルトを上回る時間 {{hours}} 時間）: 月額 {{cost}}。',
    saves: '自動チューニングで月額 {{cost}} 安くなります。',
    costsMore: '自動チューニングのほうが月額 {{cost}} 高くなります。',
    none: 'このプランではブロック・ボリュームの自動チューニングを計算していません。',
  },
  hpmt: {
    title: 'ファイル・ストレージ: 高パフォーマンス・マウント・ターゲットと 30 日のコミットメント',
    option: {
      'peak-all-month': 'ピークに合わせて 1 か月通して: {{design}}、月額 {{cost}}。',
      'off-peak-only': 'オフピークの水準だけに合わせて: {{design}}、月額 {{cost}}。',
      'upgrade-for-burst': 'バーストのためにアップグレード: {{design}}、その後 {{burst}} を月のうち {{days}} 日分請求: 月額 {{cost}}。',
    },
    carries: 'ピークを支えます。',
    short: 'ピークを支えられません。',
    unpriced: '価格なし',
    none: 'このファイル・ストレージの版にはマウント・ターゲットの種類がありません。',
  },
  notesTitle: 'ルールと仮定',
  basis: {
    documented: '文書による',
    assumed: '仮定',
    input: '入力による',
  },
  noteLine: '{{basis}}: {{text}}',
  note: {
    'autotune-lag': '自動チューニングは数十秒で性能を上げます。負荷が下がってから最初に下げるのは {{minutes}} 分後で、その後は数分ごとに下げます。',
    'autotune-default-floor': '自動チューニングのデフォルトは {{floor}} VPU/GB 以上で、ここで固定なら必要な {{fixedVpusPerGB}} VPU/GB より高くなります。',
    'autotune-billing':
      '上げた VPU は、その水準にあった時間だけ {{hours}} 時間の月で按分して請求されるとしています（自動チューニング時の請求方法は文書にありません）。',
    'autotune-ramp-steps':
      '最初に下げた後は {{stepMinutes}} 分ごとに {{stepVpusPerGB}} VPU/GB ずつデフォルトまで下げるとしています（文書には「数分」とだけあります）。',
    'autotune-ramp-up': 'ピークの水準への引き上げは即時としています（文書では数十秒）。',
    'autotune-no-gain': 'オフピークでもピークと同じ {{vpusPerGB}} VPU/GB が必要なため、自動チューニングは終日デフォルトのままです。',
    'autotune-not-in-edition': 'このブロック・ボリュームの版には、自動チューニングで切り替える性能レベルがありません。',
    'autotune-peak-not-carried': 'ピークを支えるブロック・ボリュームの設計がありません。',
    'hpmt-commitment':
      '高パフォーマンス・マウント・ターゲットには {{days}} 日のコミットメントが必要で、{{days}} 日ごとに請求されます。アップグレードでサイクルが始まり、ダウングレードはサイクルの終わりに反映されます。',
    'hpmt-no-daily-switch': '毎日のピークに合わせて種類を毎日変えることはできません。ピーク用の種類が {{days}} 日のサイクル全体で請求されます。',
    'hpmt-burst-binds-cycle': '月に {{peakDays}} 日のバーストでも、大きい種類が {{billedDays}} 日分請求されます（{{days}} 日のコミットメント）。',
    'hpmt-not-needed': 'ピークにもオフピークにも高パフォーマンス・マウント・ターゲットは不要なので、コミットメントは関係しません。',
    'hpmt-not-in-edition': 'このファイル・ストレージの版にはマウント・ターゲットの種類がありません。',
  },
  retrieved: '日付の記載なし、{{date}} 取得',
  sources: '出典:',
  chart: {
    title: '1 日の時間ごとの推移',
    description:
      '時間ごとの負荷（要件に対する %）と、自動チューニングが保つブロック・ボリュームの性能レベル（VPU/GB、ピーク後の段階的な引き下げを含む）を固定 VPU と比べます。',
    caption: '時刻ごとの負荷と性能レベル',
    hour: '時',
    demand: '負荷（要件に対する %）',
    autotune: '自動チューニング（VPU/GB）',
    fixed: '固定（VPU/GB）',
    axisHour: '時刻',
    axisDemand: '要件に対する %',
    axisVpus: 'VPU/GB',
  },
};

export default profile;
