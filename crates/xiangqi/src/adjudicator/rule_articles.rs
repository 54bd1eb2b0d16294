//! The declaration of a rule set's article enum (used by `axf/articles.rs` and
//! `chinese/articles.rs`; [`ArticleId`](super::ArticleId) wraps them).

/// Declares a rule set's article enum: each variant with its serialised id, its title as
/// printed, the text as printed and an English translation; `ALL`, `title`, `zh`, `en`.
macro_rules! rule_articles {
    ($(#[$meta:meta])* $name:ident { $($variant:ident $code:literal $title:literal $zh:literal $en:literal;)* }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
        #[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
        pub enum $name {
            $(
                #[doc = $title]
                #[serde(rename = $code)]
                $variant,
            )*
        }

        impl $name {
            /// Every article a decision can cite.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The id as printed, e.g. `细则6`.
            pub const fn title(self) -> &'static str {
                match self { $($name::$variant => $title,)* }
            }

            /// The article as printed (empty with the `external-article-texts` feature).
            pub const fn zh(self) -> &'static str {
                if cfg!(feature = "external-article-texts") {
                    return "";
                }
                match self { $($name::$variant => $zh,)* }
            }

            /// English translation (empty with the `external-article-texts` feature).
            pub const fn en(self) -> &'static str {
                if cfg!(feature = "external-article-texts") {
                    return "";
                }
                match self { $($name::$variant => $en,)* }
            }
        }
    };
}
pub(crate) use rule_articles;
