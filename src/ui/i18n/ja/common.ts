/**
 * 日本語: アプリの枠（ヘッダー、タブ、通知、操作）。`common.` の下のキー。
 * 用語は Oracle の日本語資料（OCI File Storage Performance Characteristics 2.0 日本語版）に合わせる:
 * マウント・ターゲット、ファイル・システム、可用性ドメイン、読み取り／書き込み。
 */
export default {
  skipToResults: '結果へ移動',
  appName: 'OCI ストレージ・プランナー',
  tagline: 'File Storage、Block Volume、Dense I/O、File Storage with Lustre を 1 つのワークロードに合わせてサイジング',
  /** カタログの版の題名（src/catalog の各版の `title`）。版の ID ごと。 */
  editions: {
    'fss-2019-10': 'File Storage、容量に比例する性能（OCI ストレージ資料、2019 年 10 月）',
    'fss-2023-08': 'OCI File Storage Performance Characteristics 2.0（2023 年 8 月、日本語版）',
    'fss-2024-11': 'OCI File Storage Performance Characteristics 3.0（2024 年 11 月）',
    'fss-current': 'File Storage、現行の OCI ドキュメント（2026-09-05 取得のページ）',
    'bv-seed': 'Block Volume のパフォーマンス（OCI ドキュメント、Balanced のみの時期、日付なし）',
    'bv-current': 'Block Volume、現行の OCI ドキュメント（2023-09～2024-07 のページ、UHP のページは 2026-09-05 取得）',
    'dio-2019-10': 'Dense I/O ローカル NVMe（OCI ストレージ資料、2019 年 10 月）',
    'dio-current': 'Dense I/O ローカル NVMe、現行の OCI ドキュメント（シェイプのページは 2025 年以降、NVMe パフォーマンスのページは 2024-06-03）',
    'lustre-current': 'File Storage with Lustre、現行の OCI ドキュメント',
  },
  views: {
    label: '結果の表示',
    compare: '比較',
    'file-storage': 'File Storage',
    'block-volume': 'Block Volume',
    'dense-io': 'Dense I/O',
    lustre: 'File Storage with Lustre',
  },
  actions: {
    label: 'プランの操作',
    copyLink: 'リンクをコピー',
    exportJson: 'JSON をエクスポート',
    importJson: 'JSON をインポート',
    print: '印刷',
    dismiss: '閉じる',
    dismissNotice: 'このメッセージを閉じる',
  },
  saved: {
    title: '保存したシナリオ',
    nameLabel: '現在のシナリオを保存する名前',
    namePlaceholder: '例: ERP 本番環境',
    save: '保存',
    nameRequired: 'シナリオを保存する名前を入力してください。',
    saved: '「{{name}}」を保存しました。',
    empty: '保存したシナリオはまだありません。',
    load: '読み込む',
    loadNamed: '「{{name}}」を読み込む',
    remove: '削除',
    removeNamed: '「{{name}}」を削除',
    savedAt: '{{date}} に保存',
    listLabel: 'このブラウザに保存したシナリオ',
  },
  theme: {
    label: 'テーマ',
    light: 'ライト',
    dark: 'ダーク',
    system: 'システム設定',
  },
  language: {
    label: '言語',
  },
  notice: {
    error: '問題',
    info: 'お知らせ',
    fieldIssue: '{{field}}: {{error}}',
    issueSeparator: '、',
    linkUnreadable: 'リンクのシナリオを読み取れませんでした（{{reason}}）。代わりに前回のセッションまたはデフォルトの例を表示しています。',
    importFailed: 'ファイルをインポートできませんでした: {{reason}}',
    fieldsDropped: 'シナリオを比較用に変換しました。比較では使わない次の項目は除外しました: {{fields}}',
    storageDropped: 'このブラウザに保存されていたデータの一部を読み取れなかったため、破棄しました: {{reason}}',
    storageFailed: 'ブラウザがこのプランの保存を拒否しました（容量不足または無効化）。プランはリンクに残っています。',
    linkCopied: 'リンクをクリップボードにコピーしました。',
    copyFailed: 'リンクをコピーできませんでした。アドレス・バーからコピーしてください。',
    fileTooLarge: 'ファイルが大きすぎるため、シナリオとして読み込めません（{{size}} バイト）。',
    imported: '「{{name}}」をインポートしました。',
  },
  loadingCharts: 'グラフを読み込んでいます…',
  panelFailed: 'この部分を表示できませんでした: {{message}}',
  retry: '再試行',
  footer:
    '数値は「出典」に挙げた日付付きの OCI 資料に基づきます。ワークロードのプリセットは説明用の例であり、OCI の数値ではありません。価格は、変更しないかぎり定価です。',
} as const;
