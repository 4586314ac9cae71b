// The math site's pure domain: problem types and generators, answers, the race model, its
// verification and the lessons.
export * from './answers';
export * from './lessons';
export * from './mathInputLog';
export * from './mathRace';
export * from './mathStats';
export * from './problem';
export * from './problems/addition';
export * from './problems/counting';
export * from './problems/division';
export * from './problems/money';
export * from './problems/multiplication';
export * from './problems/subtraction';
export * from './problemSequence';
export * from './problemTypes';
export * from './verifyMath';
export * from './announcement';
export * from './mathCourse';
