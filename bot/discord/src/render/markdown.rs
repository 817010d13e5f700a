//! Text people chose (a player's name, a game name typed into a command)
//! made safe to put in Discord Markdown: it reads as the very characters
//! typed, never as a link, a heading, a quote, a list item, a spoiler,
//! bold or a mention (issue 51).
//!
//! Discord reads a backslash before ASCII punctuation as that character
//! itself, so [`escape`] puts one before every character Discord's Markdown
//! gives a meaning to, wherever it stands: a name may open a line, and a
//! character that is harmless mid-line (`#`, `-`, `>`) opens a heading, a
//! list item or a quote there. Line breaks become spaces, so a name never
//! starts a line of its own.
//!
//! Only the user-given part is escaped: the bot's own Markdown (`**bold**`
//! from the words files, the `<@id>` mentions it makes) stays as it is.
//! Component labels, select options, autocomplete choices, embed footers
//! and authors are plain text where a backslash would show, and the
//! pictures are not Markdown at all: names go there as typed.

/// The characters Discord's Markdown reads as markup: escapes (`\`),
/// emphasis, underline and strike-through (`*`, `_`, `~`), code (`` ` ``),
/// spoilers (`||`), quotes (`>`), headings (`#`), subtext and list items
/// (`-#`, `-`, `+`, `*`), masked links (`[text](url)`), mentions, channels,
/// timestamps and custom emoji (`<@id>`, `@everyone`, `<t:…>`, `<:x:id>`)
/// and links (`https://`).
const MARKUP: &[char] = &['\\', '*', '_', '~', '`', '|', '>', '<', '#', '-', '+', '[', ']', '(', ')', '@', ':'];

/// `text` as plain text in Discord Markdown: each markup character
/// backslash-escaped (and a `.` after a digit, which would make `1. ` an
/// ordered list item), line breaks turned into spaces. Discord shows the
/// result as `text` itself.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut after_digit = false;
    for c in text.chars() {
        match c {
            '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}' => out.push(' '),
            c if MARKUP.contains(&c) || (c == '.' && after_digit) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
        after_digit = c.is_ascii_digit();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape;

    /// What Discord shows for escaped text: a backslash before ASCII
    /// punctuation gives the character itself.
    fn shown(escaped: &str) -> String {
        let mut out = String::new();
        let mut chars = escaped.chars().peekable();
        while let Some(c) = chars.next() {
            match chars.peek() {
                Some(&next) if c == '\\' && next.is_ascii_punctuation() => {
                    out.push(next);
                    chars.next();
                }
                _ => out.push(c),
            }
        }
        out
    }

    #[test]
    fn a_masked_link_reads_as_its_characters() {
        assert_eq!(escape("[free nitro](https://x.co)"), r"\[free nitro\]\(https\://x.co\)");
    }

    #[test]
    fn line_openers_lose_their_meaning() {
        assert_eq!(escape("# Big"), r"\# Big");
        assert_eq!(escape("## Bigger"), r"\#\# Bigger");
        assert_eq!(escape("-# small"), r"\-\# small");
        assert_eq!(escape("> quote"), r"\> quote");
        assert_eq!(escape(">>> all of it"), r"\>\>\> all of it");
        assert_eq!(escape("- item"), r"\- item");
        assert_eq!(escape("+ item"), r"\+ item");
        assert_eq!(escape("* item"), r"\* item");
        assert_eq!(escape("1. first"), r"1\. first");
        assert_eq!(escape("12. twelfth"), r"12\. twelfth");
    }

    #[test]
    fn a_dot_is_escaped_only_after_a_digit() {
        assert_eq!(escape("Dr. Who"), "Dr. Who");
        assert_eq!(escape("x.co"), "x.co");
        assert_eq!(escape("v1.2"), r"v1\.2");
    }

    #[test]
    fn links_mentions_and_emphasis_are_escaped() {
        assert_eq!(escape("https://x.co"), r"https\://x.co");
        assert_eq!(escape("cool_guy"), r"cool\_guy");
        assert_eq!(escape("**bold**"), r"\*\*bold\*\*");
        assert_eq!(escape("__under__ ~~gone~~"), r"\_\_under\_\_ \~\~gone\~\~");
        assert_eq!(escape("`code`"), r"\`code\`");
        assert_eq!(escape("@everyone"), r"\@everyone");
        assert_eq!(escape("@here"), r"\@here");
        assert_eq!(escape("<@&123>"), r"\<\@&123\>");
        assert_eq!(escape("<@123>"), r"\<\@123\>");
        assert_eq!(escape("<#123>"), r"\<\#123\>");
        assert_eq!(escape("<t:1767225600:R>"), r"\<t\:1767225600\:R\>");
        assert_eq!(escape("<:blob:123>"), r"\<\:blob\:123\>");
        assert_eq!(escape("||spoiler||"), r"\|\|spoiler\|\|");
        assert_eq!(escape(r"back\slash"), r"back\\slash");
    }

    #[test]
    fn honest_names_keep_every_character() {
        for name in ["Anna", "cool_guy", "Anna*", "<3 Lou", "Jean-Luc", "O'Brien", "Zoë 🐉", "1. Dan", r"a\b", "😀😃😄"]
        {
            assert_eq!(shown(&escape(name)), name, "{name}");
        }
        for name in ["[free nitro](https://x.co)", "# Big", "-# small", "> quote", "**bold**", "@everyone", "<@&123>"] {
            assert_eq!(shown(&escape(name)), name, "{name}");
        }
    }

    #[test]
    fn letters_digits_and_emoji_are_left_alone() {
        let emoji = "😀😃😄😁😆😅😂🤣😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓😎🥸🤩🥳";
        assert_eq!(escape(emoji), emoji);
        assert_eq!(escape("Player 12"), "Player 12");
        assert_eq!(escape(""), "");
    }

    #[test]
    fn a_name_never_starts_a_line() {
        assert_eq!(escape("Anna\n# Big"), r"Anna \# Big");
        assert_eq!(escape("a\r\nb\u{2028}c"), "a  b c");
    }
}
