/**
 * 日本語: デプロイ済みの構成を読み戻して評価するときの言葉（issue 42。エンジンの `deployed/` が返すコードの説明）。
 * i18next のリソースではなく、コマンドラインと遅延読み込みのセクションが直接読む。
 */
import type en from '../en/deployed.ts';

type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

const ja: Words<typeof en> = {
  problem: {
    'not-json': 'は正しい JSON ではありません',
    'unknown-format':
      'はプランナーがデプロイとして読める形式ではありません（想定: プランまたはステートの terraform show -json、Resource Discovery の .tf を hcl2json にかけたもの、OCI CLI の一覧 { "data": [ … ] }）',
    'unsupported-format-version': 'は形式バージョン {{version}} の terraform show -json です。プランナーが読むのはバージョン 1.x です',
    'bad-shape': 'に {{format}} として形の合わない部分があります（場所: {{path}}）',
    'no-resources': 'にリソースがありません',
    'hcl-not-parsed': 'を Terraform（HCL）として解析できませんでした: {{message}}',
    'too-large': 'は {{maxBytes}} バイトを超えています',
  },
  source: {
    'terraform-plan': 'プランの terraform show -json',
    'terraform-state': 'ステートの terraform show -json',
    'resource-discovery': 'Resource Discovery の .tf ファイル',
    'oci-cli': 'OCI CLI の一覧',
  },
  side: { current: 'デプロイ済み', before: 'プラン適用前', after: 'プラン適用後' },
  verdict: {
    carries: 'ワークロードを支えられます',
    'over-provisioned': '過剰な構成です',
    short: 'ワークロードに足りません',
  },
  design: {
    'file-storage': '{{type}} × {{count}}',
    'block-volume': '{{sizeGB}} GB × {{count}}（{{level}}）',
    'dense-io': '{{shape}}',
    lustre: 'Lustre {{tier}} MB/s/TB、{{capacityTiB}} TiB',
  },
  where: '{{ad}} 内',
  whereUnknown: '可用性ドメインは読み取れませんでした',
  note: {
    'mt-throughput-changing':
      '{{address}} は {{observedGbps}} Gbps で課金され、次の課金サイクルから {{requestedGbps}} Gbps を要求しています。{{requestedGbps}} Gbps として評価しました',
    'bv-autotune':
      '自動チューニングのポリシーが設定されています（{{policies}}）。自動チューニングで上がりうる値ではなく、設定された {{vpusPerGB}} VPU/GB で評価しました',
    'bv-paravirtualized': '準仮想化アタッチメントです。iSCSI として評価しました',
    'bv-attachment-unknown': 'アタッチメントは読み取れませんでした。iSCSI として評価しました',
    'lustre-capacity-rounded': 'capacity_in_gbs {{capacityInGbs}} は容量の段階にありません。一つ上の段階 {{capacityTiB}} TiB で評価しました',
    'fss-file-systems': 'エクスポートは読み取れませんでした。同じ可用性ドメインのファイル・システム（{{count}}）と合わせて評価しました',
  },
  unmodelled: {
    heading: '読み取ったが評価していないもの',
    'not-storage': 'プランナーが評価するストレージではありません',
    'not-dense-io': 'Dense I/O シェイプではないインスタンス',
    'unknown-throughput': '1、20、40、80 Gbps のいずれでもないマウント・ターゲットのスループット',
    'unknown-size': '読み取れないサイズ（参照、または最小未満）',
    'unknown-vpus': 'どの性能レベルにも当たらない VPU/GB',
    'unknown-shape': 'カタログにない Dense I/O シェイプ',
    'unknown-tier': 'Lustre のものではない性能ティア',
    'no-mount-target': 'どのマウント・ターゲットもエクスポートしていないファイル・システム',
  },
  requirement: {
    'evaluate-has-no-demand': '評価モードのシナリオには構成と比べる需要がありません。推奨または比較のシナリオか、--measurements を指定してください',
    'several-workloads': '複数ワークロードのプランには要件が複数あります。一つのワークロードのシナリオか、--measurements を指定してください',
  },
  report: {
    designLine: '{{service}}: {{design}}（{{where}}）: {{verdict}}、{{monthly}}',
    separator: '、',
    sideHeading: '{{side}}（{{sources}}）',
    title: 'ストレージの確認',
    designs: '読み取った構成',
    monthly: '月 {{usd}}',
    unpriced: '価格なし',
    total: '合計: 月 {{usd}}',
    uses: '現在の使用率: {{uses}}',
    use: '{{limit}} {{pct}}',
    runway: '余裕: 期間全体（{{months}} か月）を支えられます',
    runwayMonth: '余裕: {{month}} か月目に支えられなくなります（{{limit}}）',
    cheaper: '支えられる最も安い構成: {{design}}、月 {{usd}}、月 {{saving}} の節約',
    fix: '解決する変更: {{design}}、月 {{usd}}',
    noFix: 'このサービスにはワークロードを支えられる構成がありません',
    why: '理由: {{why}}',
    change: 'プラン: 月 {{before}} → 月 {{after}}（{{delta}}）',
    lines: '請求行ごと',
    line: '{{line}}（{{sku}}）: {{before}} → {{after}}（{{delta}}）',
    afterCarries: 'プラン適用後も、すべての構成がワークロードを支えられます。',
    afterShort: 'プラン適用後、ワークロードを支えられなくなる構成があります。',
    currentCarries: '読み取ったすべての構成がワークロードを支えられます。',
    currentShort: '読み取った構成のうち、ワークロードを支えられないものがあります。',
    newlyShort: '適用前は支えられ、適用後は足りないもの: {{addresses}}',
    requirement: 'ワークロード: {{requirement}}',
    noDesigns: 'プランナーが評価する構成は読み取れませんでした。',
    terraformChange: '{{design}} の Terraform の変更',
  },
  table: { total: '合計', design: '構成', where: '場所', verdict: '判定', monthly: '月額', use: '最大の使用率' },
  section: {
    title: 'デプロイ済みの構成から始める',
    intro:
      'terraform show -json（プランまたはステート）や OCI CLI の一覧（oci fs mount-target list、oci fs file-system list、oci bv volume list、oci compute instance list、oci lfs lustre-file-system list）を取り込みます。各構成をフォームのワークロードと比べて評価します。ファイルはブラウザーの外に出ません。',
    choose: 'ファイルを取り込む',
    hclNote:
      'Resource Discovery の .tf ファイルはコマンドラインで読みます（HashiCorp の HCL パーサーは 6.5 MB の WebAssembly で、アプリでは読み込みません）: npm run --silent plan -- SCENARIO --deployed *.tf',
    read: '{{file}}: {{source}}',
    refused: '{{file}} {{problem}}',
    kept: '最後に読み取ったファイルの結果を表示したままです。',
    none: 'まだファイルを取り込んでいません。',
    showChange: 'Terraform の変更',
  },
};
export default ja;
