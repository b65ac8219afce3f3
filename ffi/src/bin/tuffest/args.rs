//! Reading command-line flags.

/// Flags as `--name value` pairs and bare `--switch`es.
pub struct Flags<'a> {
    items: Vec<(&'a str, Option<&'a str>)>,
}

impl<'a> Flags<'a> {
    /// Reads flags; `switches` are the names that take no value.
    pub fn parse(args: &[&'a str], switches: &[&str]) -> Result<Flags<'a>, String> {
        let mut items = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let a = args[i];
            let Some(name) = a.strip_prefix("--") else {
                items.push(("", Some(a)));
                i += 1;
                continue;
            };
            if let Some((n, v)) = name.split_once('=') {
                items.push((n, Some(v)));
                i += 1;
            } else if switches.contains(&name) {
                items.push((name, None));
                i += 1;
            } else {
                let v = args.get(i + 1).ok_or(format!("--{name} needs a value"))?;
                items.push((name, Some(*v)));
                i += 2;
            }
        }
        Ok(Flags { items })
    }

    /// The value of `--name`, the last one given.
    pub fn value(&self, name: &str) -> Option<&'a str> {
        self.items
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| *v)
    }

    /// Whether `--name` was given.
    pub fn has(&self, name: &str) -> bool {
        self.items.iter().any(|(n, _)| *n == name)
    }

    /// The names given that are not in `known`.
    pub fn unknown(&self, known: &[&str]) -> Vec<String> {
        self.items
            .iter()
            .filter(|(n, _)| !n.is_empty() && !known.contains(n))
            .map(|(n, _)| format!("--{n}"))
            .collect()
    }
}
