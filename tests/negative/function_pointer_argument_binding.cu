// A call through a pointer to function binds its arguments as the pointer's type says.
struct S {
    int v;
    __device__ const int& get() const { return v; }
};
__device__ const int& first(const int* p) { return *p; }
__device__ void takes(int* p) { *p = 0; }

__global__ void k(int* o) {
    S s{1};
    const int& (S::*pm)() const = &S::get;
    const int& (*fp)(const int*) = first;
    (s.*pm)() = 2;
    fp(o) = 3;
    void (*tp)(int*) = takes;
    const int* c = o;
    tp(c);
    void (*rr)(int&&) = nullptr;
    int x = 0;
    rr(x);
    void (*lr)(int&) = nullptr;
    lr(5);
}

int main() { return 0; }
