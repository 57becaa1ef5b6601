// Texts of the wallet screens the code (not only the JSX) needs: toasts and errors.
import { WRONG_PIN_TO_SIGN } from '../../lib/form-errors';

export const walletMessages = {
  signFailedWrongPin: WRONG_PIN_TO_SIGN,
  signSucceeded: 'Dados assinados com sucesso.',
  noCpf: 'Informe seu CPF em Conta antes de ativar a carteira.',
  notActivated: 'Ative sua carteira antes de assinar.',
  activated: 'Carteira ativada!',
  activatedDescription: 'Seu endereço foi vinculado à sua conta.',
  backupSaved: 'Senha de recuperação cadastrada.',
  backupSavedDescription: 'Se esquecer o PIN, você poderá recuperá-lo com essa senha.',
  backupFailed: 'A carteira foi ativada, mas o backup do PIN não foi salvo.',
  pinMismatch: 'Os dois PINs não são iguais.',
  passwordMismatch: 'As duas senhas não são iguais.',
  keystoreReady: 'Arquivo de chave gerado.',
  wrongPin: 'PIN incorreto.',
  copied: 'Copiado para a área de transferência.',
} as const;
