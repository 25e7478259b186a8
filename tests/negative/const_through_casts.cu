// What a cast to a reference to `const` gives may not be written, nor may its members, named
// or through a pointer to member.
struct S {
    int v;
};
__global__ void k(int* out) {
    S s{3};
    int S::*pm = &S::v;
    ((const S&)s).*pm = 1;
    ((const S&)s).v = 2;
    static_cast<const S&>(s).v = 3;
    static_cast<const int&>(s.v) = 4;
    out[0] = s.v;
}
int main() { return 0; }
