/** 複数ワークロードの計画（engine/workloads/、issue 26）のコードと、テキストと部品表の見出し。 */
const workloads = {
  workloads: {
    allCarried_other: '{{count}} 件のワークロードをすべてまかなえます。',
    notAllCarried_other: '{{count}} 件のワークロードのうち、まかなえないものがあります。',
    fits: 'まかなえる',
    doesNotFit: 'まかなえない',
    cheapest: '収まる中で最も安いもの',
    noService: '収まるサービスなし',
    compute: 'コンピュート',
    unpriced: '公開価格なし',
    mountTargetsTitle: '共有する File Storage のマウント・ターゲット',
    group_other: '{{type}} マウント・ターゲット {{count}} 台、最も使われる制限 {{peak}}%（目標 {{target}}%）',
    groupEntitlement:
      '容量エンタイトルメント {{entitlementGB}} GB（月額 {{entitlementUSD}} 相当）。保存データで {{coveredGB}} GB を充当。超過分の課金: 月額 {{extraUSD}}',
    increasesTitle: '申請する制限の引き上げ（計画全体で 1 回）',
    increase: '{{limit}}：必要 {{used}}、デフォルト {{allowed}}',
    billTitle: '部品表（月額）',
    priceBook: '{{date}} の価格表',
    discount: '割引 {{percent}}%',
    total: '月額合計',
    column: {
      service: 'サービス',
      item: '品目',
      quantity: '数量',
      unitUSD: '単価（月）',
      monthlyUSD: '月額',
      workloads: 'ワークロード',
    },
    unit: {
      GB: 'GB',
      'VPU-GB': 'VPU・GB',
      'PU-GB': 'パフォーマンス・ユニット・GB',
      OCPU: 'OCPU',
      TB: 'TB',
      instance: 'インスタンス',
      'mount-target': 'マウント・ターゲット',
      instance_other: 'インスタンス',
      'mount-target_other': 'マウント・ターゲット',
    },
    item: {
      mountTargets_other: '{{type}} マウント・ターゲット {{count}} 台（それ自体の料金なし）',
      hpmtEntitlementGroup_other:
        '{{type}} マウント・ターゲット {{count}} 台: エンタイトルメント {{entitlementGB}} GB（月額 {{entitlementUSD}} 相当）、うち {{coveredGB}} GB は保存データで充当。課金: それを超える GB',
    },
    limit: {
      'fss-mount-targets': '可用性ドメインあたりの {{type}} マウント・ターゲット',
      'bv-capacity-per-ad': '可用性ドメインあたりの Block Volume 容量（GB）',
      'dio-hosts': '{{shape}} の Dense I/O ホスト（デフォルトの制限は公開されていません）',
      'lustre-file-systems': '可用性ドメインあたりの Lustre ファイル・システム（デフォルトの制限は公開されていません）',
    },
    note: {
      'none-fits': 'このワークロードをまかなえるサービスはありません。',
      'cheapest-unranked':
        '収まるサービスを総額で順位付けできませんでした（価格が不足しています）。当面はストレージ料金だけで最も安い {{service}} を選びました。',
      'service-does-not-fit': '{{service}} ではこのワークロードをまかなえません。',
      'shared-host': 'ホスト「{{name}}」を {{with}} と共有します。合計の要求で計画しています。',
      'shared-lustre': 'Lustre ファイル・システム「{{name}}」を {{with}} と共有します。合計の要求で計画しています。',
    },
    assumption: {
      'one-availability-domain': 'すべてを 1 つの可用性ドメインで計画します。マウント・ターゲットの制限と HPMT のエンタイトルメントはそこで数えます。',
    },
  },
} as const;

export default workloads;
