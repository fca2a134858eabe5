/**
 * 時間軸の計画（src/engine/growth）の日本語: ランウェイ、月ごとの設計、イベント、注記。`growth` キーの下に入る。
 */
const growth = {
  title: '時間軸で見る',
  horizon: '{{count}} か月を月ごとに計画（0 か月目が現在）。',
  headline: '時間軸で見ると {{service}}: {{runway}}',
  runway: {
    none: '計画期間を通してこの負荷を支えます。',
    today: '現在の時点でこの負荷を支えられません。',
    ends: '{{months}} か月間この負荷を支えます。その後、{{limit}}が不足します。',
    endsNoLimit: '{{months}} か月間この負荷を支えます。その後、新しい種類の負荷に別の設計が必要です。',
  },
  none: '増加率を入れると月ごとに計画します。',
  field: {
    capacityPercentPerYear: 'データ量の増加（年率 %）',
    performancePercentPerYear: 'スループットと IOPS の増加（年率 %）',
    horizonMonths: '計画期間（か月）',
  },
  fieldError: {
    capacityPercentPerYear: '−90 から 1,000 までの百分率を入れてください。',
    performancePercentPerYear: '−90 から 1,000 までの百分率を入れてください。',
    horizonMonths: '12 から 60 までの整数（か月）を入れてください。',
  },
  total: '{{count}} か月の合計: {{cost}}',
  totalUnpriced: '計画期間の合計: 価格なし',
  tco: '計画期間で最も安価: {{services}}',
  tcoNone: '計画期間のすべての月を支えるサービスはありません。',
  table: {
    month: '月',
    design: '設計',
    carries: '支える',
    load: '目標に対する負荷',
    monthly: '月額',
    cumulative: '累計',
    yes: 'はい',
    no: 'いいえ',
  },
  event: {
    line: '{{month}} か月目: {{kind}}',
    because: '（{{limit}}が不足）',
    delta: '、月額 {{delta}}',
    kind: {
      'add-mount-targets': 'マウント・ターゲットを追加',
      'remove-mount-targets': 'マウント・ターゲットを削減',
      'change-mount-target-type': 'マウント・ターゲットのタイプを変更',
      'grow-volumes': 'ボリュームを拡張',
      'add-volumes': 'ボリュームを追加',
      'rebuild-volumes': '新しいボリュームに作り直す（ボリュームは縮小できません）',
      'retune-vpus': 'VPU を調整',
      'change-instance': 'インスタンスまたはアタッチ方式を変更',
      'grow-capacity': '容量を拡張',
      'migrate-file-system': '新しいファイル・システムへ移行',
      'migrate-shape': '別のシェイプへ移行（データをコピー）',
      redesign: '設計を変更',
      'beyond-any-design': 'このサービスのどの設計でも支えられません',
    },
  },
  basis: {
    documented: 'ドキュメント記載',
    assumed: '仮定',
    input: '入力',
  },
  note: {
    'lustre-never-shrinks': 'Lustre の容量は減らせません。{{month}} か月目からデータは減りますが、ファイル・システムはそのままです。',
    'lustre-tier-kept': 'ファイル・システムは現在のパフォーマンス階層のまま拡張します。',
    'bv-volumes-never-shrink': 'ボリュームは拡張のみです。{{month}} か月目から負荷は減りますが、ボリュームはそのままです。',
    'dio-no-growth-in-place': 'Dense I/O シェイプはそのまま拡張できません。大きなシェイプへの移行は新しいインスタンスとデータのコピーになります。',
    'hpmt-commitment': '高性能マウント・ターゲットは 30 日間の課金コミットメントがあり、ダウングレードは課金サイクルの終わりに反映されます。',
    'fss-type-change-at-cycle': 'ある月のマウント・ターゲットのタイプ変更は、その月の課金サイクルで反映されるものとしています。',
    'demand-clamped': '{{month}} か月目から、負荷はプランナーが受け付ける上限に抑えています。',
    'beyond-any-design': '{{month}} か月目から、このサービスのどの設計でも負荷を支えられません。',
    'calibration-today-only': 'fio による較正は現在の計画にのみ適用します。',
    'new-demand-part': '現在の要件になかった種類の負荷が現れるため、その月に設計を計画し直します。',
  },
};

export default growth;
