/** How the wallet is protected, in plain Portuguese (docs/design.md §4 threat model). */
export function ThreatModelNote() {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted marker:text-primary">
      <li>
        Sua chave é calculada <strong className="text-fg">no seu navegador</strong> a partir do PIN. O PIN nunca é
        enviado ao servidor, e a Raiz não guarda sua chave.
      </li>
      <li>
        Um PIN de 6 dígitos tem um milhão de combinações — pouco para um computador. Quem tiver acesso à sua sessão
        consegue testar todas. Por isso, <strong className="text-fg">proteja sua sessão</strong>: saia da conta em
        aparelhos de outras pessoas e não deixe o computador desbloqueado.
      </li>
      <li>
        A senha de recuperação protege uma cópia criptografada do seu PIN. Use uma senha longa, que você não usa em
        outro lugar.
      </li>
      <li>
        O arquivo de chave exportado, junto com a senha dele, dá controle total da carteira. Guarde os dois separados e
        em local seguro.
      </li>
    </ul>
  );
}
