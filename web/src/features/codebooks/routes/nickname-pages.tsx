// /evidence/cisteni-dat/prezdivky, /new and /{id}: the nicknames codebook, shown by the
// codebook pages; the router guards them as pages of the data cleanup.
import { nicknames } from '../codebooks';
import { CodebookCreatePage, CodebookEditPage } from './codebook-form-page';
import { CodebookListPage } from './codebook-list-page';

export const NicknamesPage = () => <CodebookListPage codebook={nicknames} search={{}} />;

export const NicknameNewPage = () => <CodebookCreatePage codebook={nicknames} search={{}} />;

export const NicknameEditPage = ({ id }: { id: number }) => <CodebookEditPage key={id} codebook={nicknames} id={id} />;
