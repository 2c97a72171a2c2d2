//! The payload access traits (filled in below).
