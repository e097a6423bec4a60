// memlab: --pushes 3
// memlab: --expire 2
let x = 1;
