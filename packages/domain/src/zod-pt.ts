import { z } from 'zod';

// Portuguese messages for every zod issue, so a form and an API answer read the same.
// Called once by web and server at start; the schemas themselves carry specific messages where it matters.
export function useZodPortuguese(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null ? 'Campo obrigatório.' : 'Valor inválido.';
        case 'too_small':
          if (issue.origin === 'string') return issue.minimum === 1 ? 'Campo obrigatório.' : `Use pelo menos ${issue.minimum} caracteres.`;
          if (issue.origin === 'array') return `Escolha pelo menos ${issue.minimum}.`;
          return `O valor mínimo é ${issue.minimum}.`;
        case 'too_big':
          if (issue.origin === 'string') return `Use no máximo ${issue.maximum} caracteres.`;
          return `O valor máximo é ${issue.maximum}.`;
        case 'invalid_format':
          if (issue.format === 'email') return 'E-mail inválido.';
          if (issue.format === 'uuid') return 'Identificador inválido.';
          if (issue.format === 'date') return 'Data inválida.';
          return 'Formato inválido.';
        case 'invalid_value':
          return 'Opção inválida.';
        case 'unrecognized_keys':
          return 'Campo desconhecido.';
        default:
          return 'Valor inválido.';
      }
    },
  });
}
