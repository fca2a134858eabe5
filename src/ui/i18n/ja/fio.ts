/**
 * 日本語: fio のジョブ一式と fio の結果（エンジンの `fio/` モジュールはコードを返し、ここがその言葉）。
 * `fio.` の下のキー。`{{name}}` はコードのパラメーター。
 */
export default {
  readme: {
    title: '# {{service}} プランの fio テスト',
    intro:
      'このファイル一式は、この {{service}} プランが想定したワークロード（カタログ {{catalog}}）を再現します。お客様のテナンシーで設計どおりの性能が出るかを測定し、fio が書いた JSON をプランナーに読み込ませて、計画値と実測値を比べてください。',
    safetyTitle: '## 安全のために：最初にお読みください',
    safetyWarning:
      '**使用中のデバイスやファイルシステムに対する書き込みテストは、そのデータを破壊します。** 残したいデータがあるボリューム、ドライブ、RAID セットに書き込むジョブを向けないでください。ジョブファイルを書き換えてそうすることも避けてください。',
    safetyFss:
      'File Storage では、各クライアントは {{path}} の下に fio 自身が作るファイルだけを読み書きします。終わったらこのディレクトリを削除してください。本番データのないファイルシステム（少なくとも別のエクスポート）を使ってください。',
    safetyLustre:
      'Lustre では、各クライアントはマウントしたファイルシステム上の {{path}} の下に fio 自身が作るファイルだけを読み書きし、デバイスには触れません。終わったらこのディレクトリを削除してください。本番データのないファイルシステムを使ってください。',
    safetyScratch:
      'ジョブが書き込むのはスクラッチファイル {{path}} だけです。設計のデバイス（{{devices}}）か予備のボリュームにファイルシステムを作ってそこにマウントし、必要なものが入っていないことを確かめてください。生デバイスには書き込みません。',
    safetyReadOnly: 'このジョブは {{devices}} を読むだけで、書き込みを一切拒否する fio の --readonly ガード付きで実行します。',
    safetyRawWrites:
      '**このジョブは生デバイス {{devices}} に書き込みます。** その内容はすべて失われます。これからフォーマットする新しい空のデバイスでだけ実行してください。',
    safetyScratchDir: 'すべての対象が {{path}} にリダイレクトされています（試行用）。この数値は OCI について何も示しません。',
    proveTitle: '## このテストで確かめること',
    prove:
      'プランは {{clients}} 台のクライアントから、読み取り {{readPercent}}%、ブロック {{bs}}（fio rw={{rw}}）で {{iops}} IOPS（{{mbps}} MB/s）、1 操作あたり約 {{latencyUs}} µs を見込んでいます。fio がこれ以上を測定すれば、設計はこのワークロードを運べます。',
    concurrency:
      '各クライアントは、リトルの法則でプランが必要とする同時実行数 {{outstanding}} 以上の I/O を保ちます：numjobs={{numjobs}} × iodepth={{iodepth}}。',
    duration: '1 回の実行は約 {{seconds}} 秒です：集計しないウォームアップ {{ramp}} 秒のあと、{{runtime}} 秒を測定します。',
    filesTitle: '## ファイル',
    fileClientJob: '`{{file}}`：{{client}} 用のジョブ。マウントターゲット {{mountTarget}} をマウントします。',
    fileLustreClientJob: '`{{file}}`：{{client}} 用のジョブ。Lustre ファイルシステム上の専用スクラッチディレクトリを使います。',
    fileSharedJob: '`{{file}}`：全クライアントで同時に実行する同じジョブ（fio のクライアント/サーバーモード用）。',
    fileHosts: '`{{file}}`：クライアントの一覧（1 行に 1 台）。名前をインスタンスのアドレスに置き換えてください。',
    fileMount:
      '`{{file}}`：1 台のクライアントに、その割り当てのマウントターゲット経由でファイルシステムをマウントします（オプション {{options}}）。先にマウントターゲットのアドレスとエクスポートパスを記入してください。',
    fileLustreMount:
      '`{{file}}`：Lustre クライアントがインストール済みかを確かめ、1 台のクライアントに `{{command}}` でファイルシステムをマウントし、そのクライアントのスクラッチディレクトリを作ります。先に MGS_IP と FS_NAME を記入してください（環境変数でも指定できます）。OCI コンソールにはファイルシステムのマウントコマンドが表示され、MGS のアドレスとファイルシステム名はそこにあります。',
    fileJob: '`{{file}}`：ジョブ。',
    fileReadme: '`{{file}}`：この文書。',
    runTitle: '## 実行方法',
    runMount: '各クライアントで root として：`{{command}}`（CLIENT は hosts.list 上の名前）。',
    runEachClient: '各クライアントで自分用のジョブを同時に実行し、JSON ファイルを集める：`{{command}}`。',
    runClientServer: 'または、全クライアントで `{{server}}` を起動し、1 台から実行する：`{{command}}`。',
    runBlock: 'インスタンスで root として：`{{command}}`。',
    runRaid: '設計は {{drives}} 台の NVMe ドライブで RAID {{raid}} を /dev/md0 として構成します（mdadm）。テストの前に、空のドライブでだけ作成してください。',
    lustreStriping:
      '提案（計画値ではありません）：大きな I/O やシーケンシャル I/O では、実行前にスクラッチディレクトリをファイルシステムのすべてのストレージターゲット（OST）にストライプできます：`{{command}}`。以後そこに作られるファイルは全 OST に分散されます。プランはストライプ構成を前提にしていないため、比較するときは設定したかどうかを記録してください。',
    assumptionsTitle: '## 前提',
    readBackTitle: '## 結果の読み込み',
    readBack:
      'シナリオと fio が書いた JSON ファイルをプランナーに渡します：`{{command}}`。結果がこのワークロードのものかを確かめ、計画値と実測値を表示します。',
  },
  services: {
    'file-storage': 'File Storage',
    'block-volume': 'Block Volume',
    'dense-io': 'Dense I/O',
    lustre: 'File Storage with Lustre',
  },
  codes: {
    'fio-assumed-random': 'シナリオにはランダムかシーケンシャルかの指定がないため、OCI が公開している fio テストと同じくランダム I/O を使います。',
    'fio-assumed-read-percent': 'シナリオに読み書きの比率がないため、公開されている Block Volume のホストテストと同じ読み取り {{readPercent}}% を使います。',
    'fio-assumed-clients': 'シナリオにクライアント数がないため、マウントターゲットごとに 1 台、計 {{clients}} 台と仮定します。',
    'fio-assumed-one-client':
      'シナリオにクライアント数がないため、ジョブは 1 台分です。1 台だけで {{mbps}} MB/s を運べることはまれです：シナリオに clients（と clientShape）を指定し、計画とジョブを作り直してください。',
    'fio-rounded-read-percent': 'fio の読み取り比率は整数です：計画 {{plannedReadPercent}}%、使用 {{readPercent}}%。',
    'fio-rounded-block-size': 'ダイレクト I/O は 512 バイト単位のセクターが必要です：計画 {{plannedBytes}} バイト、使用 {{bytes}} バイト。',
    'fio-scratch-targets': 'このジョブは書き込むため、生デバイスではなくスクラッチファイル {{path}} を対象にします。',
    'fio-raw-device-writes': '生デバイスへの書き込みが指定されました：ジョブは {{devices}} に書き込み、その内容を破壊します。',
    'fio-tls-mount': 'プランは転送中の暗号化を使います：マウントは oci-fss-utils 経由（mount -t oci-fss）です。先に全クライアントにインストールしてください。',
    'fio-lustre-client':
      'クライアントは Lustre クライアントでマウントします（mount -t lustre）：先に全クライアントに Lustre クライアントパッケージをインストールしてください。',
    'fio-file-too-large': 'ファイルは {{bytes}} バイトで、fio の結果として妥当な {{limitBytes}} バイトを超えるため、読み込みませんでした。',
    'fio-not-json': 'JSON ではありません（{{detail}}）。fio を --output-format=json で実行してください。',
    'fio-truncated': 'JSON が途中で終わっています：ファイルが切れています（fio が停止したか、コピーが不完全です）。',
    'fio-not-fio-output': 'この JSON は fio の出力ではありません：「fio version」もジョブもありません。',
    'fio-unsupported-version': 'fio {{version}} には対応していません。fio 3.x を使ってください。',
    'fio-missing-field': 'fio 3.x が必ず書くフィールドがありません：{{path}}。',
    'fio-wrong-type': '{{path}} の型が違います（期待：{{expected}}）。',
    'fio-bad-number': '{{path}} が {{value}} です。fio の実行ではありえない値です。',
    'fio-no-jobs': '結果にジョブがありません。',
    'fio-job-error': 'ジョブ {{job}} はエラー {{error}} で失敗しました。その数値は測定値ではありません。',
    'fio-no-io': 'ジョブ {{job}} は I/O を 1 つも完了していません。',
    'fio-figure-too-large':
      'ジョブ {{job}}: {{path}} が {{value}} で、{{limit}} を超えています。1 台のクライアントや OCI の構成で出せる値ではないため、比較も採用もしていません。',
    'fio-rate-without-io': 'ジョブ {{job}}: その方向の操作を 1 つも完了していないのに {{path}} が {{value}} です。数値が矛盾しているため、採用していません。',
    'fio-zero-runtime':
      'ジョブ {{job}}: {{ios}} 回の操作を行ったのに {{path}} が {{value}} ミリ秒です。時間をかけずに処理する実行はないため、採用していません。',
    'fio-rate-below-one-a-day': 'ジョブ {{job}}: {{ios}} 回の操作を行ったのに {{path}} が {{value}} で、1 日に 1 回の操作にも届きません。採用していません。',
    'fio-rate-inconsistent':
      'ジョブ {{job}}: {{path}} が {{value}} ですが、操作数と実行時間からは毎秒 {{counted}} になります。数値が矛盾しているため、採用していません。',
    'fio-bytes-per-op':
      'ジョブ {{job}}: {{path}} から 1 操作あたり {{perOp}} バイトとなり、ブロック・サイズ {{bs}} バイトと大きく異なります。数値が矛盾しているため、採用していません。',
    'fio-other-design':
      'この実行は {{service}}（{{design}}、カタログ {{catalog}}）に対するもので、表示中の {{plannedService}} の構成（{{plannedDesign}}）に対するものではありません。実行結果は、実行した構成にのみ適用されます。',
    'fio-mixed-block-sizes': 'ジョブごとにブロックサイズが異なります（{{sizes}}）。合計できません。',
    'fio-workload-block-size': '測定したブロックサイズ（{{measured}}）がプラン（{{planned}}）と違います：別のワークロードの結果です。',
    'fio-workload-mix': '実行の読み取りは {{measuredReadPercent}}%、プランは {{plannedReadPercent}}% です：別のワークロードの結果です。',
    'fio-duplicate-job': '{{host}} のジョブ {{job}} が複数回現れます：同じ結果が二度渡されています。',
    'fio-no-fitting-service': 'この要件に合うサービスがないため、テストする設計がありません。',
    'fio-workloads':
      '複数のワークロードの計画には、テストする単一の設計がありません。ワークロードを 1 つずつシナリオとして保存し、そのジョブを書き出してください。',
    'fio-too-many-clients': 'プランのクライアントは {{clients}} 台です。ジョブファイルは最大 {{limit}} 台分までしか書きません。',
    'fio-run-concurrency-short':
      '実行時の同時 I/O はクライアントあたり {{inFlight}} で、プランには {{needed}} 必要です。numjobs か iodepth を増やしてください。',
    'fio-fewer-clients': '結果は {{measuredClients}} 台のクライアントからでした。プランは {{plannedClients}} 台です。',
    'fio-client-nic-bound':
      '各クライアントの転送量は約 {{clientMBps}} MB/s で、そのネットワークの上限（{{nicMBps}} MB/s）に近く、制約はストレージではなくクライアントでした。',
    'fio-check-mount-options':
      '全クライアントのマウントオプション（{{options}}）を確認してください。nconnect がない、または rsize/wsize が小さいと、クライアントの転送量は下がります。',
    'fio-latency-above-plan':
      '操作の平均は {{measuredUs}} µs で、プランは {{plannedUs}} µs を想定しています。同じ同時実行数なら、レイテンシが長いほど毎秒の操作数は減ります。',
    'fio-above-plan': '測定値はプランの {{ratio}} 倍です：設計に余裕があるか、キャッシュが一部の I/O に応答しました。',
    'fio-buffered-io': 'ジョブ {{job}} はダイレクト I/O（direct=1）を使っていません：ストレージの代わりにページキャッシュが応答した可能性があります。',
  },
  cli: {
    problem: '{{file}}：{{message}}',
    usageJobs: '使い方：npm run --silent plan -- シナリオ.json --fio-jobs ディレクトリ [--sequential] [--raw-device-writes] [--lang ja]',
    usageResults: '使い方：npm run --silent plan -- シナリオ.json --fio-results 結果.json [他の.json …] [--lang ja]',
    wrote: '{{directory}} に {{files}} 個のファイルを書きました',
  },
};
