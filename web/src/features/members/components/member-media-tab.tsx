// Tab media: the member's photo, its upload and the member's consent to show it publicly.
import { useRef, useState } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { memberPhotoUrl, useDeleteMemberPhoto, useSetMemberPhotoPublic, useUploadMemberPhoto } from '../api/member';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface PhotoMember {
  id: number;
  firstName: string;
  lastName: string;
  hasPhoto: boolean;
  photoPublic: boolean;
  canChangePhoto: boolean;
}

/** What is wrong with a chosen file, in Czech, or undefined when it may be sent. */
export function photoProblem(file: { size: number; type: string }): string | undefined {
  if (!TYPES.includes(file.type)) return 'Fotografie musí být ve formátu JPEG, PNG nebo WebP.';
  if (file.size > MAX_BYTES) return 'Fotografie může mít nejvýše 2 MB.';
  return undefined;
}

export function MemberMediaTab({ member }: { member: PhotoMember }) {
  const upload = useUploadMemberPhoto();
  const remove = useDeleteMemberPhoto();
  const consent = useSetMemberPhotoPublic();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  // Shown at once; the server's answer confirms it (or puts it back).
  const [isPublic, setPublic] = useState(member.photoPublic);
  const input = useRef<HTMLInputElement>(null);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <div className="card member-media">
      <div className="member-photo-frame">
        {member.hasPhoto ? (
          <img src={memberPhotoUrl(member.id, version)} alt={`Fotografie: ${name}`} className="member-photo" />
        ) : (
          <p className="hint">Člen zatím nemá fotografii.</p>
        )}
      </div>
      {member.canChangePhoto ? (
        <div>
          <div className="field">
            <label htmlFor="member-photo-file">{member.hasPhoto ? 'Nahradit fotografii' : 'Nahrát fotografii'}</label>
            <input
              ref={input}
              id="member-photo-file"
              type="file"
              accept={TYPES.join(',')}
              aria-describedby="member-photo-hint"
              aria-invalid={error ? 'true' : undefined}
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                const problem = photoProblem(file);
                setError(problem);
                if (problem) return;
                upload
                  .mutateAsync({ memberId: member.id, file })
                  .then(() => {
                    setVersion((value) => value + 1);
                    flashStore.add({ message: 'Fotografie byla uložena.' });
                  })
                  .catch((failure: unknown) =>
                    setError(
                      failure instanceof GraphQLRequestError
                        ? (failure.errors[0]?.extensions?.fields?.[0]?.message ?? failure.message)
                        : 'Vyskytla se chyba',
                    ),
                  )
                  .finally(() => {
                    if (input.current) input.current.value = '';
                  });
              }}
            />
            <p id="member-photo-hint" className="hint">
              JPEG, PNG nebo WebP, nejvýše 2 MB. Portrét na výšku se hodí i na členskou kartu.
            </p>
            {error && <p className="field-error">{error}</p>}
          </div>
          <div className="field-checkbox">
            <label>
              <input
                type="checkbox"
                checked={isPublic}
                disabled={consent.isPending}
                onChange={(event) => {
                  const wanted = event.target.checked;
                  setPublic(wanted);
                  consent
                    .mutateAsync({ memberId: member.id, isPublic: wanted })
                    .then(() => flashStore.add({ message: wanted ? 'Souhlas byl uložen.' : 'Souhlas byl odvolán.' }))
                    .catch(() => {
                      setPublic(!wanted);
                      flashStore.add({ message: 'Vyskytla se chyba', variant: 'danger' });
                    });
                }}
              />
              Člen souhlasí se zveřejněním fotografie na veřejném profilu
            </label>
          </div>
          {member.hasPhoto && (
            <button
              type="button"
              className="button-danger"
              disabled={remove.isPending}
              onClick={() =>
                void confirm({ title: 'Smazání fotografie', message: 'Opravdu smazat fotografii člena?', acceptLabel: 'Smazat', variant: 'danger' }).then(
                  (accepted) =>
                    accepted
                      ? remove.mutateAsync(member.id).then(() => flashStore.add({ message: 'Fotografie byla smazána.' }))
                      : undefined,
                )
              }
            >
              Smazat fotografii
            </button>
          )}
        </div>
      ) : (
        <p className="hint">{member.photoPublic ? 'Fotografie je zveřejněná na veřejném profilu.' : 'Fotografie není veřejná.'}</p>
      )}
    </div>
  );
}

