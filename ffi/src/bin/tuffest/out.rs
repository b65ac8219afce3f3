//! Standard output without a panic when the reader has gone (`tuffest tuf check … | head -1`):
//! `println!` panics on a closed pipe, while a Unix tool ends quietly. [`outln!`] and [`out!`]
//! are `println!` and `print!` that do.

use std::fmt;
use std::io::{self, Write};

/// Writes `args` to standard output and flushes: a closed pipe ends the program quietly (exit 0);
/// any other failure ends it with exit 1 and says why on standard error.
pub fn write(args: fmt::Arguments<'_>) {
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.flush()) {
        if e.kind() == io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("tuffest: cannot write to standard output: {e}");
        std::process::exit(1);
    }
}

/// `println!` that ends the program quietly when standard output is a closed pipe.
macro_rules! outln {
    () => {
        $crate::out::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::out::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` that ends the program quietly when standard output is a closed pipe.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::out::write(format_args!($($arg)*))
    };
}
