// A class template's instance for an empty pack is named with its brackets.
template <typename... A> struct tup {};
__global__ void k() {
    tup<> e;
    tup<int> t = e;
    (void)t;
}
