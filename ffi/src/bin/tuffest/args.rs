//! Reading command-line flags, and the error reply of the commands that answer in JSON.

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

    /// The number given as `--name`, if any; refused with a sentence when it is not a whole
    /// number (of `T`'s range).
    pub fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        self.value(name)
            .map(|v| {
                v.trim()
                    .parse()
                    .map_err(|_| format!("--{name} is a whole number, not \"{v}\""))
            })
            .transpose()
    }

    /// The number given as `--name`, if any; refused with a sentence when it is not a whole
    /// number in `range`.
    pub fn number_in<T>(
        &self,
        name: &str,
        range: std::ops::RangeInclusive<T>,
    ) -> Result<Option<T>, String>
    where
        T: std::str::FromStr + PartialOrd + std::fmt::Display,
    {
        self.value(name)
            .map(|v| {
                (v.trim().parse().ok())
                    .filter(|n| range.contains(n))
                    .ok_or_else(|| {
                        let (low, high) = (range.start(), range.end());
                        format!("--{name} takes {low} to {high}, not \"{v}\"")
                    })
            })
            .transpose()
    }

    /// The seed given as `--seed`, or one from the clock ([`seed_now`]) when none is given.
    pub fn seed(&self) -> Result<u64, String> {
        Ok(self.number("seed")?.unwrap_or_else(seed_now))
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

/// A seed from the clock and the process id, for a game nobody asked to replay.
pub fn seed_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
        ^ u64::from(std::process::id())
}

/// Prints `{"error": message}` (the JSON commands' error reply) and gives the exit code 2.
pub fn error_json<T: From<u8>>(message: &str) -> T {
    outln!("{}", serde_json::json!({ "error": message }));
    T::from(2)
}
