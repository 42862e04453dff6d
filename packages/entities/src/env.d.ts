// CSS beside a component is imported for its side effect (the bundler adds it to the page).
declare module '*.css';
