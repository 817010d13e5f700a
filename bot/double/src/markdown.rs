//! A small reading of Discord's Markdown, as a reader's client shows a
//! message: what is plain text and what is markup. It knows what a name
//! could smuggle in: masked links `[text](https://…)`, links, headings
//! (`# `, `## `, `### `), subtext (`-# `), quotes (`> `, `>>> `), list
//! items (`- `, `* `, `+ `, `1. `), spoilers (`||…||`), bold, italics,
//! underline, strike-through, code, and mentions (`<@id>`, `<@&id>`,
//! `<#id>`, `@everyone`, `@here`, `<t:…>`, `</cmd:id>`, `<:emoji:id>`). A
//! backslash before ASCII punctuation shows that character and nothing else.
//!
//! The double reads every message the bot sends with it
//! ([`crate::Double::markup_from_names`]) and reports markup whose own
//! characters (the `[`, `](` and `)` of a link, the `#` of a heading, the
//! `**` of bold, a whole mention or link) come from a person's name: a name
//! must read as text. In the plain-text places (embed footers and authors,
//! button labels, select options, autocomplete choices) Discord reads no
//! Markdown, so a name escaped there would show its backslashes: that is
//! reported too.
//!
//! It is a reading for tests, not a full parser: it errs towards seeing
//! markup (a `*…*` anywhere is italics), which only matters where a name's
//! characters would be read as markup.

use std::ops::Range;

use serde_json::Value;

/// A kind of markup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Markup {
    /// `[text](https://…)`.
    MaskedLink,
    /// `https://…`, `<https://…>`.
    Link,
    /// `# `, `## `, `### ` at a line's start.
    Heading,
    /// `-# ` at a line's start.
    Subtext,
    /// `> ` or `>>> ` at a line's start.
    Quote,
    /// `- `, `* `, `+ ` or `1. ` at a line's start.
    ListItem,
    /// `||…||`.
    Spoiler,
    /// `**…**`.
    Bold,
    /// `*…*` or `_…_`.
    Italic,
    /// `__…__`.
    Underline,
    /// `~~…~~`.
    Strike,
    /// `` `…` `` or ```` ```…``` ````.
    Code,
    /// `<@id>`, `<@!id>`, `<@&id>`, `<#id>`, `@everyone`, `@here`,
    /// `</cmd:id>`.
    Mention,
    /// `<t:…>`.
    Timestamp,
    /// `<:name:id>`, `<a:name:id>`.
    Emoji,
}

/// One piece of markup in a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    pub markup: Markup,
    /// Byte ranges of the characters that make it markup: the delimiters,
    /// or the whole of a link or a mention.
    pub syntax: Vec<Range<usize>>,
}

/// A text as a reader sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reading {
    /// The characters shown: escapes resolved, markup characters gone
    /// (a link's or a mention's text stays).
    pub shown: String,
    pub marks: Vec<Mark>,
}

/// Reads `text` as Discord's Markdown.
pub fn read(text: &str) -> Reading {
    let mut reader = Reader { text, reading: Reading::default() };
    reader.inline(0, text.len());
    reader.reading
}

/// What a reader sees of `text`: `cool\_guy` shows as `cool_guy`.
pub fn shown(text: &str) -> String {
    read(text).shown
}

/// The markup in `text` made of `name`'s own characters: what a name
/// written into the text unescaped turns into.
pub fn markup_from(text: &str, name: &str) -> Vec<Mark> {
    let spans = name_spans(text, name);
    if spans.is_empty() {
        return Vec::new();
    }
    let bytes = text.as_bytes();
    read(text)
        .marks
        .into_iter()
        .filter(|mark| {
            mark.syntax.iter().any(|r| {
                spans.iter().any(|s| (r.start.max(s.start)..r.end.min(s.end)).any(|p| bytes[p].is_ascii_punctuation()))
            })
        })
        .collect()
}

/// Whether `name` appears escaped in `text` (a backslash before one of its
/// characters), which plain text would show as is.
pub fn shows_escaped(text: &str, name: &str) -> bool {
    name_spans(text, name).iter().any(|s| s.len() > name.len())
}

/// Where `name` appears in `text`, as typed or with a backslash before any
/// of its ASCII punctuation.
pub fn name_spans(text: &str, name: &str) -> Vec<Range<usize>> {
    if name.is_empty() {
        return Vec::new();
    }
    text.char_indices()
        .filter_map(|(start, _)| {
            let mut at = start;
            for c in name.chars() {
                let rest = &text[at..];
                if c.is_ascii_punctuation() && rest.starts_with('\\') && rest[1..].starts_with(c) {
                    at += 1 + c.len_utf8();
                } else if rest.starts_with(c) {
                    at += c.len_utf8();
                } else {
                    return None;
                }
            }
            Some(start..at)
        })
        .collect()
}

/// What went wrong with `names` in one request body the bot sent (a
/// message, an edit, an interaction's answer, autocomplete choices): each
/// piece of markup made of a name's characters in a Markdown text, and each
/// name shown escaped in a plain text, with where it was.
pub(crate) fn findings(body: &Value, names: &[String]) -> Vec<String> {
    let mut texts = Vec::new();
    message_texts(body.get("data").filter(|_| body.get("type").is_some()).unwrap_or(body), "", &mut texts);
    let mut found = Vec::new();
    for (path, text, markdown) in texts {
        for name in names {
            if markdown {
                for mark in markup_from(text, name) {
                    found.push(format!("{path}: {:?} from the name {name:?} in {text:?}", mark.markup));
                }
            } else if shows_escaped(text, name) {
                found.push(format!("{path}: the name {name:?} shows escaped in plain text {text:?}"));
            }
        }
    }
    found
}

/// The texts of a message body, by path, each marked as Markdown (`true`)
/// or plain text: content, embed titles, descriptions and fields are
/// Markdown; embed footers and authors, labels, placeholders, select
/// options and autocomplete choices are plain.
pub(crate) fn message_texts<'a>(body: &'a Value, path: &str, out: &mut Vec<(String, &'a str, bool)>) {
    let mut text = |key: &str, value: &'a Value, markdown: bool| {
        if let Some(s) = value.as_str() {
            out.push((format!("{path}{key}"), s, markdown));
        }
    };
    text("content", &body["content"], true);
    for (i, embed) in body["embeds"].as_array().into_iter().flatten().enumerate() {
        let at = |key: &str| format!("embeds.{i}.{key}");
        text(&at("title"), &embed["title"], true);
        text(&at("description"), &embed["description"], true);
        text(&at("footer.text"), &embed["footer"]["text"], false);
        text(&at("author.name"), &embed["author"]["name"], false);
        for (j, field) in embed["fields"].as_array().into_iter().flatten().enumerate() {
            text(&at(&format!("fields.{j}.name")), &field["name"], true);
            text(&at(&format!("fields.{j}.value")), &field["value"], true);
        }
    }
    for (i, choice) in body["choices"].as_array().into_iter().flatten().enumerate() {
        text(&format!("choices.{i}.name"), &choice["name"], false);
    }
    for (i, component) in body["components"].as_array().into_iter().flatten().enumerate() {
        let at = format!("{path}components.{i}.");
        for key in ["label", "placeholder"] {
            if let Some(s) = component[key].as_str() {
                out.push((format!("{at}{key}"), s, false));
            }
        }
        for (j, option) in component["options"].as_array().into_iter().flatten().enumerate() {
            for key in ["label", "description"] {
                if let Some(s) = option[key].as_str() {
                    out.push((format!("{at}options.{j}.{key}"), s, false));
                }
            }
        }
        message_texts(component, &at, out);
    }
}

struct Reader<'a> {
    text: &'a str,
    reading: Reading,
}

impl Reader<'_> {
    fn at_line_start(&self, i: usize) -> bool {
        i == 0 || self.text[..i].ends_with('\n')
    }

    fn mark(&mut self, markup: Markup, syntax: &[Range<usize>]) {
        self.reading.marks.push(Mark { markup, syntax: syntax.to_vec() });
    }

    /// Markup made of one run of characters: a line's opener, a whole link
    /// or mention.
    fn mark_run(&mut self, markup: Markup, run: Range<usize>) {
        self.mark(markup, std::slice::from_ref(&run));
    }

    /// Reads `start..end`, line openers included where a line starts.
    fn inline(&mut self, start: usize, end: usize) {
        let mut i = start;
        while i < end {
            if self.at_line_start(i) {
                i = self.line_openers(i, end);
                if i >= end {
                    break;
                }
            }
            i = self.token(i, end);
        }
    }

    /// The quote, heading, subtext and list markers opening a line at `i`;
    /// returns where its text starts.
    fn line_openers(&mut self, mut i: usize, end: usize) -> usize {
        loop {
            let rest = &self.text[i..end];
            let indent = rest.len() - rest.trim_start_matches([' ', '\t']).len();
            let rest = &rest[indent..];
            let at = i + indent;
            let opener = if rest.starts_with(">>> ") || rest.starts_with("> ") {
                let n = if rest.starts_with(">>> ") { 3 } else { 1 };
                Some((Markup::Quote, n, n + 1))
            } else if rest.starts_with("-# ") {
                Some((Markup::Subtext, 2, 3))
            } else if let Some(n) = ["### ", "## ", "# "].iter().find(|h| rest.starts_with(*h)).map(|h| h.len()) {
                Some((Markup::Heading, n - 1, n)).filter(|_| !rest[n..].trim().is_empty())
            } else if rest.starts_with("- ") || rest.starts_with("* ") || rest.starts_with("+ ") {
                Some((Markup::ListItem, 1, 2))
            } else {
                let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                (digits > 0 && rest[digits..].starts_with(". ")).then_some((Markup::ListItem, digits + 1, digits + 2))
            };
            match opener {
                // A quote or a list item may open a heading, a list item…
                Some((markup, marker, skip)) => {
                    self.mark_run(markup, at..at + marker);
                    i = at + skip;
                    if !matches!(markup, Markup::Quote | Markup::ListItem) {
                        return i;
                    }
                }
                None => return i,
            }
        }
    }

    /// Reads one token at `i`; returns where the next starts.
    fn token(&mut self, i: usize, end: usize) -> usize {
        let rest = &self.text[i..end];
        let c = rest.chars().next().expect("a character");
        if c == '\\' {
            if let Some(next) = rest[1..].chars().next().filter(char::is_ascii_punctuation) {
                self.reading.shown.push(next);
                return i + 2;
            }
        }
        if c == '`' {
            if let Some(after) = self.code(i, end) {
                return after;
            }
        }
        for (delim, markup) in
            [("||", Markup::Spoiler), ("**", Markup::Bold), ("__", Markup::Underline), ("~~", Markup::Strike)]
        {
            if let Some(after) = self.pair(i, end, delim, markup) {
                return after;
            }
        }
        if c == '*' || (c == '_' && !self.word_before(i)) {
            if let Some(after) = self.italic(i, end, c) {
                return after;
            }
        }
        if c == '[' {
            if let Some(after) = self.masked_link(i, end) {
                return after;
            }
        }
        if c == '<' {
            if let Some(after) = self.angle(i, end) {
                return after;
            }
        }
        if c == '@' {
            if let Some(word) = ["@everyone", "@here"].into_iter().find(|w| rest.starts_with(w)) {
                self.mark_run(Markup::Mention, i..i + word.len());
                self.reading.shown.push_str(word);
                return i + word.len();
            }
        }
        if rest.starts_with("https://") || rest.starts_with("http://") {
            let len = link_len(rest);
            self.mark_run(Markup::Link, i..i + len);
            self.reading.shown.push_str(&rest[..len]);
            return i + len;
        }
        self.reading.shown.push(c);
        i + c.len_utf8()
    }

    fn word_before(&self, i: usize) -> bool {
        self.text[..i].chars().next_back().is_some_and(char::is_alphanumeric)
    }

    /// A code span or block at `i`: its text is shown as is.
    fn code(&mut self, i: usize, end: usize) -> Option<usize> {
        let run = self.text[i..end].len() - self.text[i..end].trim_start_matches('`').len();
        let fence = if run >= 3 { 3 } else { run };
        let open = i + fence;
        let close = self.text[open..end].find(&"`".repeat(fence))? + open;
        if close == open {
            return None;
        }
        self.mark(Markup::Code, &[i..open, close..close + fence]);
        self.reading.shown.push_str(&self.text[open..close]);
        Some(close + fence)
    }

    /// `delim…delim` at `i`, its inside read too.
    fn pair(&mut self, i: usize, end: usize, delim: &str, markup: Markup) -> Option<usize> {
        if !self.text[i..end].starts_with(delim) {
            return None;
        }
        let open = i + delim.len();
        let close = self.closing(open, end, delim)?;
        if close == open {
            return None;
        }
        self.mark(markup, &[i..open, close..close + delim.len()]);
        self.inline(open, close);
        Some(close + delim.len())
    }

    /// `*text*` or `_text_` at `i`.
    fn italic(&mut self, i: usize, end: usize, c: char) -> Option<usize> {
        let open = i + 1;
        let first = self.text[open..end].chars().next()?;
        if first.is_whitespace() || first == c {
            return None;
        }
        let delim = c.to_string();
        let mut from = open;
        loop {
            let close = self.closing(from, end, &delim)?;
            let before = self.text[..close].chars().next_back().unwrap_or(' ');
            let after = self.text[close + 1..].chars().next().unwrap_or(' ');
            let fits = !before.is_whitespace() && (c == '*' || !after.is_alphanumeric());
            if fits {
                self.mark(Markup::Italic, &[i..open, close..close + 1]);
                self.inline(open, close);
                return Some(close + 1);
            }
            from = close + 1;
        }
    }

    /// `[text](https://…)` at `i`.
    fn masked_link(&mut self, i: usize, end: usize) -> Option<usize> {
        let close = self.closing(i + 1, end, "]")?;
        let rest = &self.text[close..end];
        let url = rest.strip_prefix("](")?;
        let url = url.trim_start_matches('<');
        if !(url.starts_with("https://") || url.starts_with("http://")) {
            return None;
        }
        let paren = close + 2 + rest[2..].find(')')?;
        self.mark(Markup::MaskedLink, &[i..i + 1, close..paren + 1]);
        self.inline(i + 1, close);
        Some(paren + 1)
    }

    /// A mention, a timestamp, a custom emoji or a link in `<…>` at `i`.
    fn angle(&mut self, i: usize, end: usize) -> Option<usize> {
        let close = self.text[i..end].find('>')? + i;
        let inside = &self.text[i + 1..close];
        let id = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
        let markup = if let Some(rest) = inside.strip_prefix('@') {
            let rest = rest.strip_prefix(['!', '&']).unwrap_or(rest);
            id(rest).then_some(Markup::Mention)
        } else if let Some(rest) = inside.strip_prefix('#') {
            id(rest).then_some(Markup::Mention)
        } else if let Some(rest) = inside.strip_prefix("t:") {
            id(rest.split(':').next().unwrap_or_default()).then_some(Markup::Timestamp)
        } else if let Some(rest) = inside.strip_prefix('/') {
            rest.rsplit_once(':').filter(|(name, n)| !name.is_empty() && id(n)).map(|_| Markup::Mention)
        } else if let Some(rest) = inside.strip_prefix(':').or_else(|| inside.strip_prefix("a:")) {
            rest.rsplit_once(':').filter(|(name, n)| !name.is_empty() && id(n)).map(|_| Markup::Emoji)
        } else if inside.starts_with("https://") || inside.starts_with("http://") {
            (!inside.contains(char::is_whitespace)).then_some(Markup::Link)
        } else {
            None
        }?;
        self.mark_run(markup, i..close + 1);
        self.reading.shown.push_str(&self.text[i..close + 1]);
        Some(close + 1)
    }

    /// The next unescaped `delim` from `from`, outside code spans.
    fn closing(&self, from: usize, end: usize, delim: &str) -> Option<usize> {
        let mut i = from;
        while i < end {
            let rest = &self.text[i..end];
            if rest.starts_with(delim) {
                return Some(i);
            }
            let c = rest.chars().next()?;
            if c == '\\' && rest[1..].chars().next().is_some_and(|n| n.is_ascii_punctuation()) {
                i += 2;
                continue;
            }
            if c == '`' {
                let run = rest.len() - rest.trim_start_matches('`').len();
                let fence = "`".repeat(run.min(3));
                if let Some(close) = rest[fence.len()..].find(&fence) {
                    i += fence.len() * 2 + close;
                    continue;
                }
            }
            i += c.len_utf8();
        }
        None
    }
}

/// How much of `rest` (which starts with a scheme) a link takes: up to a
/// space or `<`, less a closing punctuation mark.
fn link_len(rest: &str) -> usize {
    let all = rest.find(|c: char| c.is_whitespace() || c == '<').unwrap_or(rest.len());
    rest[..all].trim_end_matches(['.', ',', ':', ';', '"', '\'', ')', ']', '!', '?']).len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Markup> {
        read(text).marks.into_iter().map(|m| m.markup).collect()
    }

    #[test]
    fn markup_is_read_and_escapes_are_text() {
        assert_eq!(kinds("[free nitro](https://x.co)"), [Markup::MaskedLink]);
        assert_eq!(shown("[free nitro](https://x.co)"), "free nitro");
        assert_eq!(kinds(r"\[free nitro\]\(https\://x.co\)"), []);
        assert_eq!(shown(r"\[free nitro\]\(https\://x.co\)"), "[free nitro](https://x.co)");
        assert_eq!(kinds("# Big"), [Markup::Heading]);
        assert_eq!(kinds("-# small"), [Markup::Subtext]);
        assert_eq!(kinds("> quote"), [Markup::Quote]);
        assert_eq!(kinds("> # Big"), [Markup::Quote, Markup::Heading]);
        assert_eq!(kinds("- item\n1. first"), [Markup::ListItem, Markup::ListItem]);
        assert_eq!(kinds("see https://x.co."), [Markup::Link]);
        assert_eq!(kinds("||spoiler||"), [Markup::Spoiler]);
        assert_eq!(kinds("**bold**"), [Markup::Bold]);
        assert_eq!(kinds("*it* and _it_ but cool_guy"), [Markup::Italic, Markup::Italic]);
        assert_eq!(
            kinds("@everyone <@&123> <@45> <#6> <t:1:R>"),
            [Markup::Mention, Markup::Mention, Markup::Mention, Markup::Mention, Markup::Timestamp]
        );
        assert_eq!(kinds("`**not bold**`"), [Markup::Code]);
        assert_eq!(shown("`**not bold**`"), "**not bold**");
        assert_eq!(shown(r"cool\_guy"), "cool_guy");
        assert_eq!(kinds(r"\# Big \- \> \@everyone \<\@&123\> \|\|x\|\| \*\*b\*\*"), []);
    }

    #[test]
    fn a_name_is_found_as_typed_or_escaped() {
        let found = |text: &str| -> Vec<String> {
            name_spans(text, "cool_guy").into_iter().map(|s| text[s].to_owned()).collect()
        };
        assert_eq!(found(r"1. 🔴 cool\_guy · ⭐ 3"), [r"cool\_guy"]);
        assert_eq!(found("🔴 cool_guy, cool_guy"), ["cool_guy", "cool_guy"]);
        assert!(found("coolguy").is_empty());
        assert!(shows_escaped(r"Cover cool\_guy's wall", "cool_guy"));
        assert!(!shows_escaped("Cover cool_guy's wall", "cool_guy"));
    }

    #[test]
    fn only_markup_made_of_the_names_characters_counts() {
        let name = "**bold**";
        assert_eq!(markup_from("🔴 **bold** drew", name).len(), 1);
        assert!(markup_from(r"🔴 \*\*bold\*\* drew", name).is_empty());
        // The bot's own bold around an escaped name is the bot's.
        assert!(markup_from(r"**🔴 \*\*bold\*\*** won", name).is_empty());
        let link = "[free nitro](https://x.co)";
        assert_eq!(markup_from(&format!("1. 🔴 {link} · ⭐ 3"), link)[0].markup, Markup::MaskedLink);
        assert!(markup_from(r"1. 🔴 \[free nitro\]\(https\://x.co\) · ⭐ 3", link).is_empty());
        assert_eq!(markup_from("# Big won", "# Big")[0].markup, Markup::Heading);
        assert_eq!(markup_from("Waiting for <@&123>", "<@&123>")[0].markup, Markup::Mention);
        assert_eq!(markup_from("🔴 https://x.co drew", "https://x.co")[0].markup, Markup::Link);
        // A mention the bot made next to a name is the bot's.
        assert!(markup_from(r"<@12>, your turn · 🔴 \@everyone", "@everyone").is_empty());
    }
}
