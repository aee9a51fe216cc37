-- The content area (spec §2 "Content area screens", §3 Article, SEO, Pages sections): images,
-- articles and pages. See libs/domain/src/content.rs for the rules.

-- An uploaded image, served by its random key (an unpublished article's image cannot be found
-- by counting ids) in the widths of its variants.
create table content_image (
    content_image_id bigint generated always as identity,
    image_key uuid not null,
    -- The widest variant's size: width and height of the image on pages.
    width integer not null,
    height integer not null,
    account_id bigint,
    created_at timestamptz not null default now(),
    constraint content_image_pkey primary key (content_image_id),
    constraint content_image_key_key unique (image_key),
    constraint content_image_account_fkey foreign key (account_id)
        references account (account_id) on delete set null,
    constraint content_image_size_check check (width > 0 and height > 0)
);

-- One width of an image as WebP.
create table content_image_variant (
    content_image_id bigint not null,
    width integer not null,
    height integer not null,
    webp bytea not null,
    constraint content_image_variant_pkey primary key (content_image_id, width),
    constraint content_image_variant_image_fkey foreign key (content_image_id)
        references content_image (content_image_id) on delete cascade,
    constraint content_image_variant_size_check check (width > 0 and height > 0)
);

create table article (
    article_id bigint generated always as identity,
    slug text not null,
    title text not null,
    perex text not null default '',
    author text not null default '',
    main_image_id bigint,
    active boolean not null default false,
    parent_id bigint,
    -- None: a draft; in the future: scheduled.
    published_at timestamptz,
    body text not null default '',
    seo_title text,
    seo_description text,
    og_title text,
    og_description text,
    og_image_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint article_pkey primary key (article_id),
    constraint article_slug_key unique (slug),
    constraint article_main_image_fkey foreign key (main_image_id)
        references content_image (content_image_id) on delete set null,
    constraint article_og_image_fkey foreign key (og_image_id)
        references content_image (content_image_id) on delete set null,
    constraint article_parent_fkey foreign key (parent_id) references article (article_id),
    constraint article_parent_check check (parent_id <> article_id),
    constraint article_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
    constraint article_title_check check (char_length(title) between 1 and 200),
    constraint article_perex_check check (char_length(perex) <= 1000),
    constraint article_author_check check (char_length(author) <= 200),
    constraint article_body_check check (char_length(body) <= 100000),
    constraint article_seo_check check (
        char_length(seo_title) <= 200 and char_length(og_title) <= 200
        and char_length(seo_description) <= 500 and char_length(og_description) <= 500)
);
-- The public news: newest published first, paged from this index.
create index article_public_idx on article (published_at desc, article_id desc)
    where active and published_at is not null;
-- The library in the app: last changed first.
create index article_updated_idx on article (updated_at desc, article_id desc);
create index article_parent_idx on article (parent_id) where parent_id is not null;

create table content_page (
    content_page_id bigint generated always as identity,
    slug text not null,
    title text not null,
    active boolean not null default false,
    seo_title text,
    seo_description text,
    og_title text,
    og_description text,
    og_image_id bigint,
    -- The sections in order, as `stopa_db::content::StoredSection` writes them.
    sections jsonb not null default '[]',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint content_page_pkey primary key (content_page_id),
    constraint content_page_slug_key unique (slug),
    constraint content_page_og_image_fkey foreign key (og_image_id)
        references content_image (content_image_id) on delete set null,
    constraint content_page_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
    constraint content_page_title_check check (char_length(title) between 1 and 200),
    constraint content_page_sections_check check (jsonb_typeof(sections) = 'array'),
    constraint content_page_seo_check check (
        char_length(seo_title) <= 200 and char_length(og_title) <= 200
        and char_length(seo_description) <= 500 and char_length(og_description) <= 500)
);
