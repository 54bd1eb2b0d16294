//! Article ids across rule sets, and an article with its text as reports carry it.

use super::axf::articles::AxfArticle;
use super::chinese::articles::ChineseArticle;

/// An article a decision rests on. Each rule set has its own articles; the value is the rule
/// set's id (e.g. `"general_3"` for the AXF 总纲3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum ArticleId {
    /// An article of the AXF rules.
    Axf(AxfArticle),
    /// An item of the Chinese rules (`cn1965_…`, `cn2011_…`, `cn_…`).
    Chinese(ChineseArticle),
}

impl ArticleId {
    /// Every article of every rule set (each rule set's `ALL`, in order).
    pub fn all() -> impl Iterator<Item = ArticleId> {
        AxfArticle::ALL
            .iter()
            .map(|&a| ArticleId::Axf(a))
            .chain(ChineseArticle::ALL.iter().map(|&a| ArticleId::Chinese(a)))
    }

    /// The id as printed, e.g. `总纲3`.
    pub const fn title(self) -> &'static str {
        match self {
            ArticleId::Axf(a) => a.title(),
            ArticleId::Chinese(a) => a.title(),
        }
    }

    /// The article as printed.
    pub const fn zh(self) -> &'static str {
        match self {
            ArticleId::Axf(a) => a.zh(),
            ArticleId::Chinese(a) => a.zh(),
        }
    }

    /// English translation.
    pub const fn en(self) -> &'static str {
        match self {
            ArticleId::Axf(a) => a.en(),
            ArticleId::Chinese(a) => a.en(),
        }
    }
}

impl From<AxfArticle> for ArticleId {
    fn from(a: AxfArticle) -> ArticleId {
        ArticleId::Axf(a)
    }
}

/// An article with its text, as a report lists the articles applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Article {
    /// The id (as in a side report's `articles`).
    pub id: ArticleId,
    /// The id as printed, e.g. `细则6`.
    pub title: &'static str,
    /// The article as printed.
    pub zh: &'static str,
    /// English translation.
    pub en: &'static str,
}

impl From<ArticleId> for Article {
    fn from(id: ArticleId) -> Article {
        Article {
            id,
            title: id.title(),
            zh: id.zh(),
            en: id.en(),
        }
    }
}

impl From<ChineseArticle> for ArticleId {
    fn from(a: ChineseArticle) -> ArticleId {
        ArticleId::Chinese(a)
    }
}
