export const certificateMessages = {
  wrongPin: 'Falha ao assinar: PIN incorreto.',
  issued: 'Relatório certificado!',
  notFoundTitle: 'Certificado não encontrado',
  notFound: 'Não existe certificado com este código. Confira se ele foi digitado exatamente como aparece no documento.',
  withdrawnTitle: 'Certificado retirado',
  withdrawn: 'Certificado retirado a pedido do titular. Seu conteúdo não é mais mostrado.',
  valid: 'Certificado válido',
  invalid: 'Certificado inválido',
  evidenceOk: 'Evidência confere',
  evidenceAltered: 'Evidência alterada',
  evidenceUnavailable: 'Evidência indisponível',
  evidenceChecking: 'Conferindo evidência...',
} as const;
