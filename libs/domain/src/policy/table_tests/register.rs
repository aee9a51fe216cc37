//! The tables of codebooks, exports, clubs, members, department roles, transfers, sport
//! centers and fees.

use super::*;

/// Adds this part's rows to the tables.
pub(super) fn rows(t: &mut Tables) {
    table! { t;
        // Codebooks.
        codebook_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (Codebook::Department)       => "R W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::SubDepartment)    => "H W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::EvidenceSeason)   => "H W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::Season)           => "R W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::RacingSeason)     => "R W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::RacingDiscipline) => "R W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::RacingTechnique)  => "R W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::RacingType)       => "R W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::Region)           => "R R R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::SportCenter)      => "R W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (Codebook::SuggestionNickname) => "H W H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
        }
        check_codebook_read {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (Codebook::Department)     => "ok ok ok ok | ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (Codebook::SubDepartment)  => "anon ok ok ok | ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (Codebook::EvidenceSeason) => "anon ok ok ok | ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (Codebook::Region)         => "ok ok ok ok | ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (Codebook::SuggestionNickname) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_codebook_write {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (Codebook::Department)    => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Codebook::SubDepartment) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Codebook::SportCenter)   => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Codebook::Region)        => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Codebook::SuggestionNickname) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }

        // Exports: the URL's role prefix must be the actor's own.
        check_export {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (Export::MembersAllCsv, OwnPrefix)            => "anon ok no ok | ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (Export::ClubsAllCsv, OwnPrefix)              => "anon ok no ok | no no no no no no no no no no | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (Export::MembersGeneralMeetingCsv, OwnPrefix) => "anon ok no no | no no no no no no no no no no | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (Export::RacingSeasonsCsv, OwnPrefix)         => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | ok ok ok ok ok ok ok ok ok ok ok ok";
            (Export::ClubsNsaCsv, OwnPrefix)              => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Export::MembersNsaCsv, OwnPrefix)            => "anon ok no no | ok ok ok ok ok ok ok ok ok ok | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Export::CoachCardCsv, OwnPrefix)             => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Export::StatsXlsx, OwnPrefix)                => "anon ok no no | no no no no no no no no no no | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (Export::MembersAllCsv, "admin")              => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Export::MembersAllCsv, "team")               => "anon no no no | ok ok ok ok ok ok ok ok ok ok | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Export::MembersAllCsv, "ADMIN")              => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Export::MembersAllCsv, "person")             => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Export::ClubsAllCsv, "timekeeper")           => "anon no no ok | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_members_nsa_export {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (OwnPrefix) => "anon ok no no | no ok no no no no no no no ok | no no no no no no no no no no no no | no no no no no no no no no no no no";
            ("admin")   => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            ("team")    => "anon no no no | no ok no no no no no no no ok | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }

        // Clubs.
        club_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&HOME)            => "H W H R | W W W W W W W W W W | R W R R R R R R R R R W | R W R R R R R R R R R W";
            (&REGION_CLUB)     => "H W H R | H H H H H H H H H H | R W R R R R R R R R R W | H H H H H H H H H H H H";
            (&DEPARTMENT_CLUB) => "H W H R | H H H H H H H H H H | H H H H H H H H H H H H | R W R R R R R R R R R W";
            (&FAR_CLUB)        => "H W H R | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
        }
        club_people_contacts_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&HOME)            => "H R H H | R R R R R R R R R R | H H R H H H H H H H H R | H H R H H H H H H H H R";
            (&REGION_CLUB)     => "H R H H | H H H H H H H H H H | H H R H H H H H H H H R | H H H H H H H H H H H H";
            (&DEPARTMENT_CLUB) => "H R H H | H H H H H H H H H H | H H H H H H H H H H H H | H H R H H H H H H H H R";
            (&FAR_CLUB)        => "H R H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
        }
        club_request_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (1) => "H W H H | H H H H H H H H H H | R R R R R R R R R R R R | H H H H H H H H H H H H";
            (2) => "H W H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
        }
        club_request_contacts_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (1) => "H R H H | H H H H H H H H H H | H H R H H H H H H H H R | H H H H H H H H H H H H";
            (2) => "H R H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
        }
        check_manage_club_managers {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&HOME, NO_FLAGS)            => "anon ok no no | ok ok ok ok ok ok ok ok ok ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&HOME, FLAGS_PI)            => "anon ok no no | no ok no no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&HOME, FLAGS_CE)            => "anon ok no no | no no ok no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&HOME, FLAGS_MT)            => "anon ok no no | no no no ok no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&HOME, FLAGS_EX)            => "anon ok no no | no no no no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&HOME, ALL_FLAGS)           => "anon ok no no | no no no no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&REGION_CLUB, NO_FLAGS)     => "anon ok no no | no no no no no no no no no no | no ok no no no no no no no no no ok | no no no no no no no no no no no no";
            (&DEPARTMENT_CLUB, NO_FLAGS) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no ok no no no no no no no no no ok";
            (&FAR_CLUB, NO_FLAGS)        => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }

        // Members.
        member_record_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_OWN)              => "H/H W/R R/R R/H | R/H R/R W/H R/H R/H R/H R/H R/H R/H W/R | R/H W/H R/R R/H R/H R/H R/H R/H R/H R/H R/H W/R | R/H W/H R/R R/H R/H R/H R/H R/H R/H R/H R/H W/R";
            (&M_HOME)             => "H/H W/R H/H R/H | R/H R/R W/H R/H R/H R/H R/H R/H R/H W/R | R/H W/H R/R R/H R/H R/H R/H R/H R/H R/H R/H W/R | R/H W/H R/R R/H R/H R/H R/H R/H R/H R/H R/H W/R";
            (&M_REGION)           => "H/H W/R H/H R/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | R/H W/H R/R R/H R/H R/H R/H R/H R/H R/H R/H W/R | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H";
            (&M_DEPARTMENT)       => "H/H W/R H/H R/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | R/H W/H R/R R/H R/H R/H R/H R/H R/H R/H R/H W/R";
            (&M_FAR)              => "H/H W/R H/H R/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H";
            (&M_NO_CLUB)          => "H/H W/R H/H R/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H";
            (&M_OWN_ARCHIVED)     => "H/H R/R R/R H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H";
            (&M_HOME_ARCHIVED)    => "H/H R/R H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H";
            (&M_NO_CLUB_ARCHIVED) => "H/H R/R H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H | H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H H/H";
        }
        member_roles_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_OWN)           => "H W R R | R R W R R R R R R W | R W R R R R R R R R R W | R W R R R R R R R R R W";
            (&M_HOME)          => "H W H R | R R W R R R R R R W | R W R R R R R R R R R W | R W R R R R R R R R R W";
            (&M_REGION)        => "H W H R | H H H H H H H H H H | R W R R R R R R R R R W | H H H H H H H H H H H H";
            (&M_DEPARTMENT)    => "H W H R | H H H H H H H H H H | H H H H H H H H H H H H | R W R R R R R R R R R W";
            (&M_FAR)           => "H W H R | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
            (&M_NO_CLUB)       => "H W H R | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
            (&M_OWN_ARCHIVED)  => "H R R H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
            (&M_HOME_ARCHIVED) => "H R H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
        }
        check_member_role_change {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_HOME, MemberRoleKind::Athlete, Some(1))           => "anon ok no no | no no ok no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&M_REGION, MemberRoleKind::Athlete, Some(2))         => "anon ok no no | no no no no no no no no no no | no ok no no no no no no no no no ok | no no no no no no no no no no no no";
            (&M_HOME, MemberRoleKind::Coach, Some(1))             => "anon ok no no | no no no no no no no no no no | no no no no no no ok no no no no ok | no no no no no no ok no no no no ok";
            (&M_HOME, MemberRoleKind::Coach, Some(2))             => "anon ok no no | no no no no no no no no no no | no no no no no no ok no no no no ok | no no no no no no no no no no no no";
            (&M_HOME, MemberRoleKind::TechnicalDelegate, Some(1)) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no ok no no no ok";
            (&M_HOME, MemberRoleKind::Referee, Some(1))           => "anon ok no no | no no no no no no no no no no | no no no no no no no no ok no no ok | no no no no no no no no ok no no ok";
            (&M_HOME, MemberRoleKind::HealthCheck, Some(1))       => "anon ok no no | no no no no no no no no no no | no no no no no no no no no ok no ok | no no no no no no no no no ok no ok";
            (&M_REGION, MemberRoleKind::Instructor, None)         => "anon ok no no | no no no no no no no no no no | no no no no no no ok no no no no ok | no no no no no no no no no no no no";
            (&M_DEPARTMENT, MemberRoleKind::Instructor, None)     => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no ok no no no no ok";
            (&M_FAR, MemberRoleKind::Coach, Some(1))              => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_NO_CLUB, MemberRoleKind::Coach, Some(1))          => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_HOME_ARCHIVED, MemberRoleKind::Coach, Some(1))    => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_HOME_ARCHIVED, MemberRoleKind::Athlete, Some(1))  => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        role_list_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (MemberRoleKind::Coach, Some(1))   => "anon all no no | no no no no no no no no no no | reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 | all all all all all all all all all all all all";
            (MemberRoleKind::Coach, Some(2))   => "anon all no no | no no no no no no no no no no | reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 | no no no no no no no no no no no no";
            (MemberRoleKind::Instructor, None) => "anon all no no | no no no no no no no no no no | reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 | all all all all all all all all all all all all";
        }
        check_role_export {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (MemberRoleKind::Coach, Some(1), OwnPrefix)   => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | ok ok ok ok ok ok ok ok ok ok ok ok";
            (MemberRoleKind::Coach, Some(2), OwnPrefix)   => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (MemberRoleKind::Instructor, None, OwnPrefix) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | ok ok ok ok ok ok ok ok ok ok ok ok";
            (MemberRoleKind::Coach, Some(1), "admin")     => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        member_photo_visible {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_OWN, false)           => "n y y y | y y y y y y y y y y | y y y y y y y y y y y y | y y y y y y y y y y y y";
            (&M_HOME, false)          => "n y n y | y y y y y y y y y y | y y y y y y y y y y y y | y y y y y y y y y y y y";
            (&M_REGION, false)        => "n y n y | n n n n n n n n n n | y y y y y y y y y y y y | n n n n n n n n n n n n";
            (&M_DEPARTMENT, false)    => "n y n y | n n n n n n n n n n | n n n n n n n n n n n n | y y y y y y y y y y y y";
            (&M_FAR, false)           => "n y n y | n n n n n n n n n n | n n n n n n n n n n n n | n n n n n n n n n n n n";
            (&M_NO_CLUB, false)       => "n y n y | n n n n n n n n n n | n n n n n n n n n n n n | n n n n n n n n n n n n";
            (&M_OWN_ARCHIVED, false)  => "n y y n | n n n n n n n n n n | n n n n n n n n n n n n | n n n n n n n n n n n n";
            (&M_HOME_ARCHIVED, false) => "n y n n | n n n n n n n n n n | n n n n n n n n n n n n | n n n n n n n n n n n n";
            (&M_FAR, true)            => "y y y y | y y y y y y y y y y | y y y y y y y y y y y y | y y y y y y y y y y y y";
            (&M_NO_CLUB, true)        => "y y y y | y y y y y y y y y y | y y y y y y y y y y y y | y y y y y y y y y y y y";
            (&M_OWN_ARCHIVED, true)   => "n y y n | n n n n n n n n n n | n n n n n n n n n n n n | n n n n n n n n n n n n";
            (&M_HOME_ARCHIVED, true)  => "n y n n | n n n n n n n n n n | n n n n n n n n n n n n | n n n n n n n n n n n n";
        }
        check_member_photo_change {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_OWN)           => "anon ok ok no | no no ok no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&M_HOME)          => "anon ok no no | no no ok no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&M_REGION)        => "anon ok no no | no no no no no no no no no no | no ok no no no no no no no no no ok | no no no no no no no no no no no no";
            (&M_DEPARTMENT)    => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no ok no no no no no no no no no ok";
            (&M_FAR)           => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_NO_CLUB)       => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_OWN_ARCHIVED)  => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_HOME_ARCHIVED) => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_member_create {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (None)                   => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (Some(&HOME))            => "anon ok no no | no no ok no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (Some(&REGION_CLUB))     => "anon ok no no | no no no no no no no no no no | no ok no no no no no no no no no ok | no no no no no no no no no no no no";
            (Some(&DEPARTMENT_CLUB)) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no ok no no no no no no no no no ok";
            (Some(&FAR_CLUB))        => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_member_import {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&HOME)            => "anon ok no no | no no ok no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&REGION_CLUB)     => "anon ok no no | no no no no no no no no no no | no ok no no no no no no no no no ok | no no no no no no no no no no no no";
            (&DEPARTMENT_CLUB) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no ok no no no no no no no no no ok";
            (&FAR_CLUB)        => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_data_cleanup {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_member_answer {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_OWN)            => "anon ok ok no | no no ok no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&M_HOME)           => "anon ok no no | no no ok no no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&M_REGION)         => "anon ok no no | no no no no no no no no no no | no ok no no no no no no no no no ok | no no no no no no no no no no no no";
            (&M_DEPARTMENT)     => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no ok no no no no no no no no no ok";
            (&M_FAR)            => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_NO_CLUB)        => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_OWN_ARCHIVED)   => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_member_terminate {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_OWN)           => "anon ok no no | no no no ok no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&M_HOME)          => "anon ok no no | no no no ok no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&M_REGION)        => "anon ok no no | no no no no no no no no no no | no ok no no no no no no no no no ok | no no no no no no no no no no no no";
            (&M_DEPARTMENT)    => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no ok no no no no no no no no no ok";
            (&M_FAR)           => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_NO_CLUB)       => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_HOME_ARCHIVED) => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_member_archive {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_OWN)           => "anon ok no no | no no no ok no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&M_HOME)          => "anon ok no no | no no no ok no no no no no ok | no ok no no no no no no no no no ok | no ok no no no no no no no no no ok";
            (&M_REGION)        => "anon ok no no | no no no no no no no no no no | no ok no no no no no no no no no ok | no no no no no no no no no no no no";
            (&M_DEPARTMENT)    => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no ok no no no no no no no no no ok";
            (&M_FAR)           => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_NO_CLUB)       => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_HOME_ARCHIVED) => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_member_restore {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_HOME)             => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_NO_CLUB)          => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_OWN_ARCHIVED)     => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_HOME_ARCHIVED)    => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_NO_CLUB_ARCHIVED) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_member_join_club {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&M_NO_CLUB)          => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_NO_CLUB_ARCHIVED) => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_HOME)             => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&M_FAR)              => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        order_list_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all no no | no no no no no no club1 no no club1 | no no no no reg1 no no no no no no reg1 | no no no no dep1 no no no no no no dep1";
        }
        order_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&HOME)            => "H W H H | H H H H H H W H H W | H H H H W H H H H H H W | H H H H W H H H H H H W";
            (&REGION_CLUB)     => "H W H H | H H H H H H H H H H | H H H H W H H H H H H W | H H H H H H H H H H H H";
            (&DEPARTMENT_CLUB) => "H W H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H W H H H H H H W";
            (&FAR_CLUB)        => "H W H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
        }
        check_payment_admin {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        statement_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all no no | no no no no no no no no no no | no no no no reg1 no no no no no no reg1 | no no no no dep1 no no no no no no dep1";
        }
        // Transfers and hostings.
        transfer_list_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all mem10 no | club1 club1 club1 club1 club1 club1 club1 club1 club1 club1 | reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 | dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1";
        }
        check_request_transfer {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&HOME, 1)            => "anon ok no no | no no no no no no no ok no ok | no no no no no ok no no no no no ok | no no no no no ok no no no no no ok";
            (&FAR_CLUB, 2)        => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&DEPARTMENT_CLUB, 1) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no ok no no no no no ok";
        }
        may_request_transfers {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "n y n n | n n n n n n n y n y | n n n n n y n n n n n y | n n n n n y n n n n n y";
        }
        transfer_actions {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&TR_OUT, TransferKind::Transfer, TransferState::Requested) => "- rel+rej - - | - - - - - - - rel+rej - rel+rej | - - - - - rel+rej - - - - - rel+rej | - - - - - rel+rej - - - - - rel+rej";
            (&TR_IN, TransferKind::Transfer, TransferState::Released)   => "- app+rej - - | - - - - - - - wd - wd | - - - - - app+rej - - - - - app+rej | - - - - - app+rej - - - - - app+rej";
            (&TR_IN, TransferKind::Hosting, TransferState::Requested)   => "- rel+rej - - | - - - - - - - wd - wd | - - - - - rel+rej - - - - - rel+rej | - - - - - rel+rej - - - - - rel+rej";
            (&TR_FAR, TransferKind::Transfer, TransferState::Released)  => "- app+rej - - | - - - - - - - - - - | - - - - - - - - - - - - | - - - - - - - - - - - -";
            (&TR_OUT, TransferKind::Transfer, TransferState::Done)      => "- - - - | - - - - - - - - - - | - - - - - - - - - - - - | - - - - - - - - - - - -";
            (&TR_OUT, TransferKind::Hosting, TransferState::Approved)   => "- - - - | - - - - - - - - - - | - - - - - - - - - - - - | - - - - - - - - - - - -";
        }
        transfer_actions_of_own_request {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&TR_IN, TransferKind::Transfer, TransferState::Requested) => "- rel+rej+wd - - | - - - - - - - wd - wd | - - - - - rel+rej+wd - - - - - rel+rej+wd | - - - - - rel+rej+wd - - - - - rel+rej+wd";
        }
        // Sport centers.
        sport_center_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all no no | no no no no no no no no no no | reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 | dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1";
        }
        check_sport_center_write {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&SC_NATIONAL)  => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no ok no no no no ok";
            (&SC_REGIONAL)  => "anon ok no no | no no no no no no no no no no | no no no no no no ok no no no no ok | no no no no no no no no no no no no";
            (&SC_FAR)       => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        fee_schedule_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "H W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
        }
    }
}
