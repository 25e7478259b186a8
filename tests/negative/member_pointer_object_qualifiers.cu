// A pointer to member function calls only on objects whose qualifiers and value category the
// function takes.
struct S {
    int v;
    __device__ int plain() { return v; }
    __device__ int viewed() const & { return v; }
};

__global__ void k(int* out) {
    S s{1};
    volatile S& vs = s;
    int (S::*p)() = &S::plain;
    int (S::*q)() const & = &S::viewed;
    out[0] = (vs.*p)();
    out[1] = (vs.*q)();
    out[2] = (static_cast<S&&>(s).*q)();
}

int main() { return 0; }
