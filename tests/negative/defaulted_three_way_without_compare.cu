// A defaulted <=> without the declarations of <compare>.
struct S {
    int x;
    auto operator<=>(const S&) const = default;
};
