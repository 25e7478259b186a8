// Declarations whose value, type or signature needs themselves: reported where they start to
// repeat, never a crash (the front end's stack is not unbounded).
enum E { A = A };
__device__ const int x = x;
struct S {
    typedef t t;
};
__device__ int f(int a = f()) { return a; }
template <class T> __device__ auto g(T t) { return g(&t); }
__global__ void k(int* p)
{
    p[0] = A;
    p[1] = x;
    S::t s;
    p[2] = f();
    g(1);
}
