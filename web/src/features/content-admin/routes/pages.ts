// The content area's evidence pages behind one lazy import (the route tree names one chunk, not
// six, in the entry that every public page loads), each for Admin only.
import { adminOnly } from '../admin-only';
import { ArticleEditPage as ArticleEdit, ArticleNewPage as ArticleNew } from './article-builder-page';
import { ArticlesPage as Articles } from './articles-page';
import { ContentPagesPage as ContentPages } from './content-pages-page';
import { PageEditPage as PageEdit, PageNewPage as PageNew } from './page-builder-page';

export const ArticlesPage = adminOnly(Articles);
export const ArticleNewPage = adminOnly(ArticleNew);
export const ArticleEditPage = adminOnly(ArticleEdit);
export const ContentPagesPage = adminOnly(ContentPages);
export const PageNewPage = adminOnly(PageNew);
export const PageEditPage = adminOnly(PageEdit);
