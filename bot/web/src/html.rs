//! HTML made by hand, safely: every text that is not ours goes through
//! [`esc`] (names, channel words, the game's messages), and a page is one
//! [`shell`] around its body. No inline script or style: the page's
//! behaviour is `/static/app.js`, its look `/static/app.css`, both served
//! by the bot under a Content-Security-Policy that allows nothing else.

use std::fmt::Write;

use tavola_table::Lang;

/// Text made safe inside HTML elements and quoted attributes.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // A template engine's braces mean nothing here; they stay text.
            c => out.push(c),
        }
    }
    out
}

/// A page: its title, the reader's language and its body (already HTML).
/// `live` names the page's event stream, for the script to follow.
pub fn shell(lang: Lang, title: &str, body: &str) -> String {
    let mut page = String::with_capacity(body.len() + 800);
    let _ = write!(
        page,
        "<!doctype html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"referrer\" content=\"no-referrer\">\n\
         <meta name=\"robots\" content=\"noindex, nofollow\">\n\
         <title>{}</title>\n<link rel=\"stylesheet\" href=\"/static/app.css\">\n\
         <script src=\"/static/app.js\" defer></script>\n</head>\n<body>\n{}\n</body>\n</html>\n",
        lang.code(),
        esc(title),
        body
    );
    page
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_names_stay_text() {
        for name in ["<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "'; x='", "a & b"] {
            let safe = esc(name);
            assert!(
                !safe.contains('<') && !safe.contains('>') && !safe.contains('"') && !safe.contains('\''),
                "{safe}"
            );
        }
        assert_eq!(esc("{{7*7}}"), "{{7*7}}");
    }
}
