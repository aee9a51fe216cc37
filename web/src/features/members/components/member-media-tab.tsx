// Tab media: the member's photo, its upload and the member's consent to show it publicly.
import { useRef, useState } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
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
  if (!TYPES.includes(file.type)) return t('members.media.badType');
  if (file.size > MAX_BYTES) return t('members.media.tooBig');
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
          <img src={memberPhotoUrl(member.id, version)} alt={tf('members.photoAlt', { name })} className="member-photo" />
        ) : (
          <p className="hint">{t('members.media.none')}</p>
        )}
      </div>
      {member.canChangePhoto ? (
        <div>
          <div className="field">
            <label htmlFor="member-photo-file">{member.hasPhoto ? t('members.media.replace') : t('members.media.upload')}</label>
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
                    flashStore.add({ message: t('members.media.saved') });
                  })
                  .catch((failure: unknown) =>
                    setError(
                      failure instanceof GraphQLRequestError
                        ? (failure.errors[0]?.extensions?.fields?.[0]?.message ?? failure.message)
                        : t('members.error'),
                    ),
                  )
                  .finally(() => {
                    if (input.current) input.current.value = '';
                  });
              }}
            />
            <p id="member-photo-hint" className="hint">
              {t('members.media.hint')}
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
                    .then(() => flashStore.add({ message: wanted ? t('members.media.consentSaved') : t('members.media.consentRevoked') }))
                    .catch(() => {
                      setPublic(!wanted);
                      flashStore.add({ message: t('members.error'), variant: 'danger' });
                    });
                }}
              />
              {t('members.media.consent')}
            </label>
          </div>
          {member.hasPhoto && (
            <button
              type="button"
              className="button-danger"
              disabled={remove.isPending}
              onClick={() =>
                void confirm({
                  title: t('members.media.deleteTitle'),
                  message: t('members.media.deleteConfirm'),
                  acceptLabel: t('members.media.deleteAccept'),
                  variant: 'danger',
                }).then(
                  (accepted) =>
                    accepted
                      ? remove.mutateAsync(member.id).then(() => flashStore.add({ message: t('members.media.deleted') }))
                      : undefined,
                )
              }
            >
              {t('members.media.delete')}
            </button>
          )}
        </div>
      ) : (
        <p className="hint">{member.photoPublic ? t('members.media.public') : t('members.media.notPublic')}</p>
      )}
    </div>
  );
}

