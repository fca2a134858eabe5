/** 日本語: 他のページに埋め込んだプランナー（`?embed=1`）。`embed.` の下のキー。 */
export default {
  openFull: '完全版のプランナーで開く',
  newTab: '（新しいタブで開きます）',
};
