// Objects that are `const` only as deduction and member access show: a pointer `auto`
// deduces from a pointer to `const`, a reference `auto&` binds to such an object, a
// capture by reference of a `const` variable, an element of a `const` array deduced into a
// pointer. A `mutable` member of a `const` object may still be assigned.
struct Record { int count; mutable int hits; };

__global__ void k(const int *p, int *out)
{
    auto q = p;
    *q = 1;
    auto &element = *p;
    element = 2;
    const int limit = 5;
    [&limit] { limit = 3; }();
    const int cells[2] = {1, 2};
    auto s = cells;
    s[1] = 4;
    const Record r{0, 0};
    r.hits = 1;
    r.count = 1;
    out[0] = *q;
}
