// A member function that is not const, called through a pointer to member on a const object,
// and a pointer to a const member function initialized from one that is not.
struct P {
    int x;
    __device__ int bump() { return ++x; }
};
__global__ void k(int *o)
{
    const P cp{4};
    int (P::*m)() = &P::bump;
    o[0] = (cp.*m)();
    const P *pp = &cp;
    o[1] = (pp->*m)();
    int (P::*reader)() const = &P::bump;
}
