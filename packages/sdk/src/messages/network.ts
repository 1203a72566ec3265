/**
 * The pt-BR refusals of `validateForNetworks`, by problem code, in ICU MessageFormat. Values: `network`
 * (its name), `text` ('caption', 'title' or 'description'), `unit` ('characters' or 'bytes'), `actual`
 * and `limit` (counts), `kind` ('image', 'video' or 'mixed'), `onlyVideo` ('yes'/'no'), `duration` and
 * `limitDuration` ('m:ss' or 'h:mm:ss').
 */
export const networkMessages = {
  'text-too-long':
    '{text, select, title {O título} description {A descrição} other {A legenda}} tem {actual, number} {unit, select, bytes {bytes} other {caracteres}}; o {network} aceita até {limit, number}.',
  'too-many-hashtags': 'A legenda tem {actual} hashtags; o {network} aceita até {limit}.',
  'media-required':
    '{onlyVideo, select, yes {O {network} exige um vídeo.} other {O {network} exige pelo menos uma mídia.}}',
  'kind-not-accepted': 'O {network} aceita apenas vídeo.',
  'mixed-media': 'O {network} não aceita imagens e vídeos no mesmo post.',
  'too-many-images':
    'O post tem {actual, plural, one {# imagem} other {# imagens}}; o {network} aceita até {limit, number}.',
  'too-many-items':
    'O post tem {actual, plural, one {# {kind, select, image {imagem} video {vídeo} other {mídia}}} other {# {kind, select, image {imagens} video {vídeos} other {mídias}}}}; o {network} aceita até {limit, number}.',
  'too-many-videos':
    'O post tem {actual, plural, one {# vídeo} other {# vídeos}}; o {network} aceita {limit, plural, =1 {1 vídeo} other {até {limit}}}.',
  'video-too-short': 'O vídeo tem {duration}; o {network} exige pelo menos {limitDuration}.',
  'video-too-long': 'O vídeo tem {duration}; o {network} aceita até {limitDuration}.',
  'version-duplicate': 'O {network} tem mais de uma versão; deixe uma só.',
  'version-caption-required':
    'A legenda da versão do {network} está vazia. Escreva um texto ou use "Voltar ao texto original".',
  'version-media-order': 'A ordem das mídias do {network} precisa listar cada mídia do post uma única vez.',
  'comment-not-supported':
    'O primeiro comentário só é publicado no Instagram e no Facebook, não no {network}.',
  'comment-too-long':
    'O primeiro comentário tem {actual, number} caracteres; o {network} aceita até {limit, number}.',
  'comment-too-many-hashtags': 'O primeiro comentário tem {actual} hashtags; o {network} aceita até {limit}.',
} as const;
