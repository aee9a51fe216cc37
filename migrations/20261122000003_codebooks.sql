-- Codebooks of /evidence/ciselniky: sub-departments, racing seasons, disciplines, techniques,
-- race types and sport centers, seeded with the federation's values. Every reference is
-- `on delete no action`: deleting a codebook item that is in use fails, nothing cascades.

-- ---------------------------------------------------------------------------------------------
-- Sub-departments (poduseky): the commissions of a section that covers several sports.
-- ---------------------------------------------------------------------------------------------
create table sub_department (
    sub_department_id bigint generated always as identity,
    department_id bigint not null,
    code text not null,
    name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint sub_department_pkey primary key (sub_department_id),
    constraint sub_department_code_key unique (code),
    constraint sub_department_department_fkey
        foreign key (department_id) references department (department_id)
);
create index sub_department_department_idx on sub_department (department_id);

insert into sub_department (department_id, code, name)
select department_id, sub.code, sub.name
from (values
    ('fs', 'fs-mo', 'Jízda v boulích'),
    ('fs', 'fs-ae', 'Akrobatické skoky'),
    ('fs', 'fs-sx', 'Skikros'),
    ('fs', 'fs-fk', 'Freeski (slopestyle, big air, U-rampa)'),
    ('sb', 'sb-alp', 'Alpské disciplíny'),
    ('sb', 'sb-sbx', 'Snowboardkros'),
    ('sb', 'sb-fs', 'Freestyle (slopestyle, big air, U-rampa)'),
    ('al', 'al-dosp', 'Alpské lyžování dospělých'),
    ('al', 'al-ml', 'Alpské lyžování mládeže'),
    ('cc', 'cc-dosp', 'Běh na lyžích dospělých'),
    ('cc', 'cc-ml', 'Běh na lyžích mládeže'),
    ('cc', 'cc-lb', 'Dálkové běhy'),
    ('ma', 'ma-al', 'Masters alpské lyžování'),
    ('ma', 'ma-cc', 'Masters běh na lyžích')
) as sub (department_code, code, name)
join department on department.code = sub.department_code;

-- ---------------------------------------------------------------------------------------------
-- Racing seasons: the season of one department within a season.
-- ---------------------------------------------------------------------------------------------
create table racing_season (
    racing_season_id bigint generated always as identity,
    season_id bigint not null,
    department_id bigint not null,
    name text not null,
    start_date date not null,
    end_date date not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint racing_season_pkey primary key (racing_season_id),
    constraint racing_season_season_department_key unique (season_id, department_id),
    constraint racing_season_season_fkey foreign key (season_id) references season (season_id),
    constraint racing_season_department_fkey
        foreign key (department_id) references department (department_id),
    constraint racing_season_dates_check check (end_date >= start_date)
);
create index racing_season_department_idx on racing_season (department_id);

insert into season (name, start_date, end_date) values ('2024/2025', '2024-05-01', '2025-04-30');
insert into evidence_season (year, name, valid_from, valid_to) values
    (2025, 'Evidenční sezóna 2025', '2025-01-01', '2025-12-31');

-- Winter sports race from November to April; grass skiing from May to October.
insert into racing_season (season_id, department_id, name, start_date, end_date)
select season.season_id, department.department_id,
       department.name || ' ' || season.name,
       case when department.code = 'gs' then season.start_date
            else make_date(extract(year from season.start_date)::int, 11, 1) end,
       case when department.code = 'gs' then make_date(extract(year from season.start_date)::int, 10, 31)
            else make_date(extract(year from season.end_date)::int, 4, 30) end
from season cross join department;

-- ---------------------------------------------------------------------------------------------
-- Racing disciplines: what results are ranked in, per department, individual or team.
-- ---------------------------------------------------------------------------------------------
create table racing_discipline (
    racing_discipline_id bigint generated always as identity,
    department_id bigint not null,
    code text not null,
    name text not null,
    team boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint racing_discipline_pkey primary key (racing_discipline_id),
    constraint racing_discipline_code_key unique (code),
    constraint racing_discipline_department_fkey
        foreign key (department_id) references department (department_id)
);
create index racing_discipline_department_idx on racing_discipline (department_id);

insert into racing_discipline (department_id, code, name, team)
select department_id, discipline.code, discipline.name, discipline.team
from (values
    ('cc', 'cc-di', 'Distanční závody', false),
    ('cc', 'cc-sp', 'Sprint', false),
    ('cc', 'cc-sa', 'Skiatlon', false),
    ('cc', 'cc-ts', 'Týmový sprint', true),
    ('cc', 'cc-rl', 'Štafeta', true),
    ('al', 'al-sl', 'Slalom', false),
    ('al', 'al-gs', 'Obří slalom', false),
    ('al', 'al-sg', 'Super G', false),
    ('al', 'al-dh', 'Sjezd', false),
    ('al', 'al-ac', 'Alpská kombinace', false),
    ('al', 'al-te', 'Soutěž družstev', true),
    ('sb', 'sb-pgs', 'Paralelní obří slalom', false),
    ('sb', 'sb-psl', 'Paralelní slalom', false),
    ('sb', 'sb-sbx', 'Snowboardkros', false),
    ('sb', 'sb-sbxt', 'Snowboardkros družstev', true),
    ('sb', 'sb-ss', 'Slopestyle', false),
    ('sb', 'sb-ba', 'Big air', false),
    ('sb', 'sb-hp', 'U-rampa', false),
    ('fs', 'fs-mo', 'Jízda v boulích', false),
    ('fs', 'fs-dm', 'Paralelní jízda v boulích', false),
    ('fs', 'fs-ae', 'Akrobatické skoky', false),
    ('fs', 'fs-aet', 'Akrobatické skoky družstev', true),
    ('fs', 'fs-sx', 'Skikros', false),
    ('fs', 'fs-ss', 'Slopestyle', false),
    ('fs', 'fs-ba', 'Big air', false),
    ('fs', 'fs-hp', 'U-rampa', false),
    ('nk', 'nk-ind', 'Jednotlivci', false),
    ('nk', 'nk-team', 'Družstva', true),
    ('jp', 'jp-ind', 'Jednotlivci', false),
    ('jp', 'jp-team', 'Družstva', true),
    ('gs', 'gs-sl', 'Slalom', false),
    ('gs', 'gs-gs', 'Obří slalom', false),
    ('gs', 'gs-sg', 'Super G', false),
    ('gs', 'gs-sc', 'Superkombinace', false),
    ('ma', 'ma-sl', 'Slalom', false),
    ('ma', 'ma-gs', 'Obří slalom', false),
    ('ma', 'ma-sg', 'Super G', false),
    ('ma', 'ma-cc', 'Běh na lyžích', false),
    ('tm', 'tm-cl', 'Klasický závod', false),
    ('tm', 'tm-sp', 'Sprint', false),
    ('tm', 'tm-ps', 'Paralelní sprint', false),
    ('ss', 'ss-s1', 'Rychlostní lyžování S1', false),
    ('ss', 'ss-sdh', 'Rychlostní sjezd (SDH)', false),
    ('pal', 'pal-sl', 'Slalom', false),
    ('pal', 'pal-gs', 'Obří slalom', false),
    ('pal', 'pal-sg', 'Super G', false),
    ('pal', 'pal-dh', 'Sjezd', false),
    ('pal', 'pal-sc', 'Superkombinace', false),
    ('psb', 'psb-bsl', 'Banked slalom', false),
    ('psb', 'psb-sbx', 'Snowboardkros', false),
    ('pbt', 'pbt-sp', 'Sprint', false),
    ('pbt', 'pbt-ind', 'Vytrvalostní závod', false),
    ('pcc', 'pcc-sp', 'Sprint', false),
    ('pcc', 'pcc-di', 'Distanční závody', false),
    ('pcc', 'pcc-rl', 'Štafeta', true)
) as discipline (department_code, code, name, team)
join department on department.code = discipline.department_code;

-- ---------------------------------------------------------------------------------------------
-- Racing techniques (FIS C and F).
-- ---------------------------------------------------------------------------------------------
create table racing_technique (
    racing_technique_id bigint generated always as identity,
    code text not null,
    name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint racing_technique_pkey primary key (racing_technique_id),
    constraint racing_technique_code_key unique (code)
);

insert into racing_technique (code, name) values
    ('C', 'Klasická technika'),
    ('F', 'Volná technika');

-- ---------------------------------------------------------------------------------------------
-- Race types: the format of a race, grouped by the department whose rules apply (spec §3).
-- ---------------------------------------------------------------------------------------------
create table racing_type (
    racing_type_id bigint generated always as identity,
    department_id bigint not null,
    code text not null,
    name text not null,
    team boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint racing_type_pkey primary key (racing_type_id),
    constraint racing_type_code_key unique (code),
    constraint racing_type_department_fkey
        foreign key (department_id) references department (department_id)
);
create index racing_type_department_idx on racing_type (department_id);

insert into racing_type (department_id, code, name, team)
select department_id, race_type.code, race_type.name, race_type.team
from (values
    ('cc', 'CC_SPRINT', 'Sprint', false),
    ('cc', 'CC_NORWEGIAN_SPRINT', 'Norský sprint', false),
    ('cc', 'CC_SKIATHLON', 'Skiatlon', false),
    ('cc', 'CC_DISTANCE', 'Intervalový start', false),
    ('cc', 'CC_PURSUIT', 'Stíhací závod', false),
    ('cc', 'CC_MASS_START', 'Hromadný start', false),
    ('cc', 'CC_TEAM_SPRINT', 'Týmový sprint', true),
    ('cc', 'CC_RELAY', 'Štafeta', true),
    ('jp', 'JP_INDIVIDUAL', 'Skoky jednotlivců', false),
    ('jp', 'JP_TEAM', 'Skoky družstev', true),
    ('jp', 'JP_MIXED_TEAM', 'Skoky smíšených družstev', true),
    ('nk', 'NK_GUNDERSEN', 'Individuální závod (Gundersen)', false),
    ('nk', 'NK_MASS_START', 'Hromadný start', false),
    ('nk', 'NK_COMPACT', 'Compact', false),
    ('nk', 'NK_TEAM', 'Závod družstev', true),
    ('nk', 'NK_TEAM_SPRINT', 'Týmový sprint', true),
    ('al', 'AL_DOWNHILL', 'Sjezd', false),
    ('al', 'AL_SUPER_G', 'Super G', false),
    ('al', 'AL_GIANT_SLALOM', 'Obří slalom', false),
    ('al', 'AL_SLALOM', 'Slalom', false),
    ('al', 'AL_COMBINED', 'Alpská kombinace', false),
    ('al', 'AL_PARALLEL_SLALOM', 'Paralelní slalom', false),
    ('al', 'AL_PARALLEL_GIANT_SLALOM', 'Paralelní obří slalom', false),
    ('al', 'AL_TEAM', 'Soutěž družstev', true),
    ('gs', 'GS_SLALOM', 'Slalom', false),
    ('gs', 'GS_GIANT_SLALOM', 'Obří slalom', false),
    ('gs', 'GS_SUPER_G', 'Super G', false),
    ('gs', 'GS_SUPER_COMBINED', 'Superkombinace', false),
    ('fs', 'FS_MOGULS', 'Jízda v boulích', false),
    ('fs', 'FS_DUAL_MOGULS', 'Paralelní jízda v boulích', false),
    ('fs', 'FS_AERIALS', 'Akrobatické skoky', false),
    ('fs', 'FS_AERIALS_TEAM', 'Akrobatické skoky družstev', true),
    ('fs', 'FS_SKI_CROSS', 'Skikros', false),
    ('fs', 'FS_SLOPESTYLE', 'Slopestyle', false),
    ('fs', 'FS_BIG_AIR', 'Big air', false),
    ('fs', 'FS_HALF_PIPE', 'U-rampa', false),
    ('sb', 'SB_PARALLEL_SLALOM', 'Paralelní slalom', false),
    ('sb', 'SB_PARALLEL_GIANT_SLALOM', 'Paralelní obří slalom', false),
    ('sb', 'SB_CROSS', 'Snowboardkros', false),
    ('sb', 'SB_CROSS_TEAM', 'Snowboardkros družstev', true),
    ('sb', 'SB_SLOPESTYLE', 'Slopestyle', false),
    ('sb', 'SB_BIG_AIR', 'Big air', false),
    ('sb', 'SB_HALF_PIPE', 'U-rampa', false),
    ('tm', 'TM_CLASSIC', 'Klasický závod', false),
    ('tm', 'TM_SPRINT', 'Sprint', false),
    ('tm', 'TM_PARALLEL_SPRINT', 'Paralelní sprint', false),
    ('ss', 'SS_S1', 'Rychlostní lyžování S1', false),
    ('ss', 'SS_SDH', 'Rychlostní sjezd', false)
) as race_type (department_code, code, name, team)
join department on department.code = race_type.department_code;

-- ---------------------------------------------------------------------------------------------
-- Sport centers (sportovní střediska) per evidence season and department.
-- ---------------------------------------------------------------------------------------------
create table sport_center (
    sport_center_id bigint generated always as identity,
    evidence_season_id bigint not null,
    department_id bigint not null,
    name text not null,
    organisation_type text not null,
    region_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint sport_center_pkey primary key (sport_center_id),
    constraint sport_center_name_key unique (evidence_season_id, department_id, name),
    constraint sport_center_evidence_season_fkey
        foreign key (evidence_season_id) references evidence_season (evidence_season_id),
    constraint sport_center_department_fkey
        foreign key (department_id) references department (department_id),
    constraint sport_center_region_fkey foreign key (region_id) references region (region_id),
    constraint sport_center_organisation_type_check
        check (organisation_type in ('REPRESENTATION', 'RESORT', 'VSCM', 'SCM', 'SPS'))
);
create index sport_center_season_department_idx on sport_center (evidence_season_id, department_id);
