-- Every stored value has one spelling: the literal of its `text_enum!` in libs/domain, which
-- is also its JSON and GraphQL spelling. Three enums were stored in the spec's mixed case
-- while GraphQL and the identity cookie spelled them in upper case; they are stored in upper
-- case from now on.

-- Identity types (spec §6): Admin → ADMIN, ...
alter table identity drop constraint identity_type_check;
alter table identity drop constraint identity_scope_check;
update identity set identity_type = upper(identity_type);
alter table identity
    add constraint identity_type_check check (
        identity_type in ('ADMIN', 'PERSON', 'TEAM', 'AREA', 'SECTION', 'TIMEKEEPER')),
    add constraint identity_scope_check check (
        (identity_type = 'ADMIN') = (num_nonnulls(member_id, club_id, region_id, department_id,
                                                  timekeeping_company_id) = 0)
        and (identity_type <> 'PERSON' or member_id is not null)
        and (identity_type <> 'TEAM' or club_id is not null)
        and (identity_type <> 'AREA' or region_id is not null)
        and (identity_type <> 'SECTION' or department_id is not null)
        and (identity_type <> 'TIMEKEEPER' or timekeeping_company_id is not null)
        and num_nonnulls(member_id, club_id, region_id, department_id,
                         timekeeping_company_id) <= 1);

alter table invitation drop constraint invitation_identity_type_check;
update invitation set identity_type = upper(identity_type);
alter table invitation
    add constraint invitation_identity_type_check check (
        identity_type in ('ADMIN', 'PERSON', 'TEAM', 'AREA', 'SECTION', 'TIMEKEEPER'));

-- Member role kinds (spec §3): Athlete → ATHLETE, TechnicalDelegate → TECHNICAL_DELEGATE, ...
alter table member_department_role drop constraint member_department_role_kind_check;
update member_department_role
set kind = case kind
               when 'TechnicalDelegate' then 'TECHNICAL_DELEGATE'
               when 'HealthCheck' then 'HEALTH_CHECK'
               else upper(kind)
           end;
alter table member_department_role
    add constraint member_department_role_kind_check check (kind in
        ('ATHLETE', 'INSTRUCTOR', 'COACH', 'REFEREE', 'TECHNICAL_DELEGATE', 'HEALTH_CHECK'));

-- The member's answer (spec §3/§4): WithoutAnswer → WITHOUT_ANSWER, ...
alter table member drop constraint member_answer_status_check;
alter table member alter column answer_status set default 'WITHOUT_ANSWER';
update member
set answer_status = case answer_status
                        when 'WithoutAnswer' then 'WITHOUT_ANSWER'
                        when 'WantsToBeMember' then 'WANTS_TO_BE_MEMBER'
                        when 'DoesNotWantToBeMember' then 'DOES_NOT_WANT_TO_BE_MEMBER'
                        when 'WantsToLeaveSLCR' then 'WANTS_TO_LEAVE_SLCR'
                    end
where answer_status <> 'WITHOUT_ANSWER';
alter table member
    add constraint member_answer_status_check check (answer_status in
        ('WITHOUT_ANSWER', 'WANTS_TO_BE_MEMBER', 'DOES_NOT_WANT_TO_BE_MEMBER',
         'WANTS_TO_LEAVE_SLCR'));
