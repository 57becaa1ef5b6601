import { ButtonLink } from '../../../components/ui/button';

/** Activation needs the CPF hash (the key is derived from it): say why and send the person to /conta. */
export function NeedCpfNotice({ accountHref }: { accountHref: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-fg">
        Para ativar a carteira, informe antes o seu CPF. Sua chave é calculada também a partir dele — guardamos apenas
        uma impressão digital (hash), nunca o número.
      </p>
      <div>
        <ButtonLink to={accountHref}>Informar CPF em Conta</ButtonLink>
      </div>
    </div>
  );
}
