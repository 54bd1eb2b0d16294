//! The editions of the Chinese rules: what differs between the current rules
//! (`RuleSet::Chinese`: 2011 where the material at hand prints it, 1965 where it is silent) and
//! the 1965 text as printed (`RuleSet::Chinese1965`); each is a [`Profile`](super::Profile)
//! (`chinese::CURRENT`, `chinese::E1965`). One row per rule; everything else (打 and
//! 闲, 从重, 得子 apart from the 兑 of equals, the forbidden patterns) is the same in both.

use super::articles::ChineseArticle;

/// One edition of the Chinese rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Edition {
    /// 二将一还将 (长将 against a side that checks back on some move) is a draw (1965 和例七),
    /// rather than the checker's to change (2011: 二打一还打, the 二打 side changes).
    pub check_returned_is_draw: bool,
    /// 二打一还打 (a forbidden pattern against a side with a 将, 杀 or 捉 among its moves) is a draw,
    /// and the 二打 side must change only when the 一还打 side cannot change (1965 和例九, 例六,
    /// 例七, 例十三), rather than always (2011).
    pub attack_returned_is_draw: bool,
    /// A forbidden side that cannot change, against two idle moves, is excused: a draw (1965
    /// 例十五), rather than the 二打 side's to change (2011: 二打对二闲).
    pub forced_attacker_excused: bool,
    /// A soldier's chase counts as 捉 when the other side chases too (1965 例十六: "在双方互捉时，
    /// 兵卒的捉子仍按“捉”论"), rather than never (2011: "允许帅(将)、兵(卒)叫吃对方的棋子").
    pub soldier_chases_count_when_both_chase: bool,
    /// An attack on a piece of equal value that could take back is an exchange offer (兑), not a
    /// chase, whether or not the target is protected (1965 和例三: "“兑”是同等实力的棋子互相交换，
    /// 例如车换车，马换炮", 长兑 allowed; 例十五 注: "一方长捉，另一方长兑"), rather than a chase
    /// when the target is unprotected (2011 细则第5条: "凡捉子兼兑、献、送吃，也按捉处理").
    pub equal_offer_is_exchange: bool,
    /// An answer to an 打 whose only 打 is a threat to win material by check (a chased piece's
    /// flight, a parry) is no 还打 (1965 例三: "黑方的炮虽然形成要抽吃的局面，不得作为解捉还捉"; 例二),
    /// rather than one 打 like any 抽 (seed 004 ruling 单方长捉例之逼对方送吃子类型②: the chased
    /// horse's flight "伏下一步马４进３ … 逼红方送仕吃，也为一打").
    pub capture_threat_answer_is_no_return: bool,
    /// The items cited include the 1999/2011 ones (25.2, 26.6, 从重, 捉兼兑, the referee rulings),
    /// rather than the 1965 text's alone.
    pub cites_2011: bool,
}

impl Edition {
    /// The current rules: 1999/2011 where the sources print them, 1965 where they are silent.
    pub const CURRENT: Edition = Edition {
        check_returned_is_draw: false,
        attack_returned_is_draw: false,
        forced_attacker_excused: false,
        soldier_chases_count_when_both_chase: false,
        equal_offer_is_exchange: false,
        capture_threat_answer_is_no_return: false,
        cites_2011: true,
    };

    /// 中国象棋竞赛规则（1965年版）第四章 棋例, as printed.
    pub const E1965: Edition = Edition {
        check_returned_is_draw: true,
        attack_returned_is_draw: true,
        forced_attacker_excused: true,
        soldier_chases_count_when_both_chase: true,
        equal_offer_is_exchange: true,
        capture_threat_answer_is_no_return: true,
        cites_2011: false,
    };

    /// Of the items `a`, those this edition cites.
    pub fn cited(self, a: &[ChineseArticle]) -> Vec<ChineseArticle> {
        a.iter()
            .copied()
            .filter(|a| self.cites_2011 || a.is_1965())
            .collect()
    }

    /// Whether judging needs to know which moves were forced (`change::cannot_change`).
    pub const fn excuses_forced_moves(self) -> bool {
        self.attack_returned_is_draw || self.forced_attacker_excused
    }
}
