// The contract test's probe: a syntax error on line 3 (a failure frame of kind probe-syntax).
let fine = 1;
let broken = ;
