// What a call through a pointer to a function or member function returning a reference to
// `const` refers to may not be written.
struct S {
    int v;
    __device__ const int& get() const { return v; }
};
__device__ int g;
__device__ const int& global() { return g; }
__global__ void k(int* out) {
    S s{3};
    const int& (S::*pm)() const = &S::get;
    const int& (*f)() = &global;
    (s.*pm)() = 4;
    S* p = &s;
    (p->*pm)() = 5;
    f() = 6;
    (*f)() = 7;
    out[0] = s.v;
}
int main() { return 0; }
