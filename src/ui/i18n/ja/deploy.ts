export default {
  title: 'デプロイ',
  intro: '{{what}}を構築する oracle/oci プロバイダー用の Terraform です。月額料金と手作業の手順は README に記載しています。',
  what: {
    service: 'この構成',
    compare: '下で選んだサービスの構成',
    workloads: 'すべてのワークロードのプラン',
  },
  service: '構築するサービス',
  cheapest: '要件を満たす最も安いサービス',
  terraform: 'Terraform をダウンロード (.zip)',
  stack: 'Resource Manager スタックをダウンロード (.zip)',
  preview: 'main.tf をプレビュー',
  preparing: '準備しています…',
  done: '{{file}} を保存しました: リソース {{count}} 個。',
  failed: 'ファイルを準備できませんでした: {{reason}}',
  nothing: 'このプランにはデプロイするものがありません。',
  /** デプロイ済みの構成を読むセクションの見出し（本文はセクションと一緒に読み込む: deployed.ts）。 */
  deployedTitle: 'デプロイ済みの構成から始める',
};
