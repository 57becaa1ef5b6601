// The space a list shows: every space, the person's own, or one of their organisations. Shown once the person has an
// organisation; a space that is no longer theirs (they left it) falls back to every space.
import { useEffect } from 'react';
import { SelectField } from '../../../components/ui/select';
import { ALL_SPACES, PERSONAL_SPACE, organizationOfSpace, type SpaceParam } from '../../../lib/spaces';
import { useEveryOrganization } from '../api/organizations-api';

export function SpaceSwitcher({ space, setSpace }: SpaceParam) {
  const organizations = useEveryOrganization();
  const list = organizations.data;
  const organizationId = organizationOfSpace(space);
  const unknown = list !== undefined && organizationId !== null && !list.some((o) => o.id === organizationId);

  useEffect(() => {
    if (unknown) setSpace(ALL_SPACES, { replace: true });
  }, [unknown, setSpace]);

  if (!list || (list.length === 0 && space === ALL_SPACES)) return null;
  return (
    <div className="mb-5 sm:w-72">
      <SelectField
        id="espaco"
        label="Espaço"
        value={unknown ? ALL_SPACES : space}
        onChange={(event) => setSpace(event.target.value)}
        options={[
          { value: ALL_SPACES, label: 'Todos os espaços' },
          { value: PERSONAL_SPACE, label: 'Pessoal' },
          ...list.map((o) => ({ value: o.id, label: o.name })),
        ]}
      />
    </div>
  );
}
