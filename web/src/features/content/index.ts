// The public surface of the content feature: what other features may use (the home page's
// latest news). Its pages are loaded by the app's route tree, each lazily.
export { ArticleCard, type ArticleCardData } from './components/article-card';
