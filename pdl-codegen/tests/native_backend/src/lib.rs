//! Native back-end tests (see tests/).
